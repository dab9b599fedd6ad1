import { createContext, useContext } from 'react';
import { FLAG_DEFAULTS, type FlagName, type FlagValues } from './flagDefaults';

export interface FlagsState {
  values: FlagValues;
  /** True once the provider answered (or the 2000 ms wait ran out and defaults were decided). */
  ready: boolean;
}

const defaultState: FlagsState = { values: { ...FLAG_DEFAULTS }, ready: true };

/** Provided by the shell; the shared package is a federation singleton, so every remote reads the same context. */
export const FlagsContext = createContext<FlagsState>(defaultState);

export function useFlags(): FlagsState {
  return useContext(FlagsContext);
}

export function useFlag<K extends FlagName>(name: K): FlagValues[K] {
  return useContext(FlagsContext).values[name];
}
