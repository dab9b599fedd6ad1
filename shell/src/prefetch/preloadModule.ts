import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { PageModuleId } from '../routes/routeDefs';

/**
 * The federation runtime's own preload of one exposed module: its manifest, remote entry and start-up (sync)
 * JS and CSS, without running the module. Preload links get the CORS mode of the later load
 * (plugins/preloadModePlugin.ts), so nothing is fetched twice.
 */
export function preloadModule(id: PageModuleId): Promise<void> {
  const [remote = '', expose = ''] = id.split('/');
  return preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }]);
}
