import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preloadLink } from '../../boot/preloadLinks';

/**
 * The runtime's preload links (preloadRemote, used for link prefetching) in the CORS mode the later load
 * uses: scripts with `crossorigin="anonymous"`, as the retry plugin creates them. Without it, a preloaded
 * chunk is fetched a second time when the page needs it (docs/architecture.md#link-prefetching).
 */
export function preloadModePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-preload-mode',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'preload' || (attrs.as !== 'script' && attrs.as !== 'style')) return undefined;
      return preloadLink(url, attrs.as);
    },
  };
}
