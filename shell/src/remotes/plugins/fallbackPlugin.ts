import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface FallbackModule {
  default: ComponentType;
  /** Marks the module as the stand-in for a remote that could not load. */
  remoteUnavailable: true;
}

/**
 * When a remote module cannot be loaded at all (entry or manifest unreachable after retries), answer with a
 * stand-in page instead of an exception, so only that remote's area shows the calm unavailable panel.
 */
export function fallbackPlugin(
  Fallback: ComponentType,
  onFailure: (id: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect other values (a manifest, request args): let those errors travel on.
      if (lifecycle !== 'onLoad') return undefined;
      onFailure(id, error);
      const fallback: FallbackModule = { default: Fallback, remoteUnavailable: true };
      return fallback;
    },
  };
}
