import type { QaOverrideSettings, StorageLike } from '@sencha/platform';
import { setRuntimeConfig, type RuntimeConfig } from '@sencha/platform/runtime-config';

/**
 * config.json as the shell will read it (the platform's own normalisation, in the boot script's copy of that
 * one module), for the two settings the boot needs: apiBase and the QA override policy.
 */
export function bootConfigOf(body: unknown): Pick<RuntimeConfig, 'apiBase'> & { qa: QaOverrideSettings } {
  const config = setRuntimeConfig(typeof body === 'object' && body !== null ? body : {});
  return { apiBase: config.apiBase, qa: config.qaOverrides };
}

/**
 * localStorage for reading the QA overrides only: the shell applies them (and stores or clears them) once it
 * runs; the boot script must not change what the shell will find. Blocked storage reads as empty.
 */
export function readOnlyStorage(win: Window): StorageLike {
  return {
    getItem(key) {
      try {
        return win.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}
