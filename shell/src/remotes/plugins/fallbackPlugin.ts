import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface FallbackModule {
  default: ComponentType;
  /** Marks the module as the stand-in for a remote that could not load. */
  remoteUnavailable: true;
}

/**
 * A second chance before the stand-in: given the module id, the error and the entry (manifest URL) that failed,
 * a module to answer with, or undefined for the stand-in. QA mode uses it to fall back from a failed override
 * to the live version (shell/src/qa/overrideFallback.ts).
 */
export type Recover = (id: string, error: unknown, failedEntry: string | undefined) => Promise<unknown>;

/**
 * When a remote module cannot be loaded at all (entry or manifest unreachable after retries), answer with a
 * stand-in page instead of an exception, so only that remote's area shows the calm unavailable panel. The
 * runtime keeps the last answer any plugin gives (its hooks are last-wins), so recovery lives here, not in a
 * plugin of its own that the stand-in would override, or that would override the stand-in.
 */
export function fallbackPlugin(
  Fallback: ComponentType,
  onFailure: (id: string, error: unknown) => void,
  recover: Recover = async () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // Other lifecycles expect other values (a manifest, request args): let those errors travel on.
      if (lifecycle !== 'onLoad') return undefined;
      const recovered = await recover(id, error, remote && 'entry' in remote ? remote.entry : undefined);
      if (recovered !== undefined && recovered !== null) return recovered;
      onFailure(id, error);
      const fallback: FallbackModule = { default: Fallback, remoteUnavailable: true };
      return fallback;
    },
  };
}
