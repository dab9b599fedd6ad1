import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preloadLink } from '../../boot/preloadLinks';

/**
 * The runtime's preload links (preloadRemote, used for link prefetching) in the CORS mode of the later load.
 * A module the runtime has preloaded is later loaded by its remote's own webpack chunk loaders, which add
 * `crossorigin="anonymous"` only to another origin's scripts and styles (`output.crossOriginLoading`); a
 * preload in another mode is fetched a second time (docs/architecture.md#link-prefetching).
 */
export function preloadModePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-preload-mode',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'preload' || (attrs.as !== 'script' && attrs.as !== 'style')) return undefined;
      const crossOrigin = !new URL(url, window.location.href).href.startsWith(`${window.location.origin}/`);
      return preloadLink(url, attrs.as, crossOrigin);
    },
  };
}
