import { createContext, useContext, useEffect } from 'react';
import type { AreaView } from './remoteHealth';

/** The showing of the remote area around this component (RemoteSlot), for its unavailable panel. */
export const AreaViewContext = createContext<AreaView | null>(null);

/**
 * Counts the area around as failed: every failure of an area (a load failure, a render error, a later error,
 * a stall) ends in its unavailable panel, which calls this. Outside a slot it does nothing.
 */
export function useAreaFailure(): void {
  const view = useContext(AreaViewContext);
  useEffect(() => view?.fail(), [view]);
}
