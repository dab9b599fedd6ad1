import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The scheduling entry alone: the package's index imports React, which is not loaded yet when this runs.
import { yieldToBrowser } from '@sencha/ui-kit/scheduling';

/**
 * Each shared module's load goes on in a task of its own (docs/architecture.md#first-render). At start-up
 * (`asyncStartup`) main.js asks the runtime for every shared module it consumes in one loop, and each load
 * resolves, initialises and requests its chunks in promise callbacks: with main.js's evaluation they were one
 * task of 30-45 ms on a fast machine, four times that on Lighthouse's phone, after the server's first paint.
 * A yield in `beforeLoadShare` (an async hook the runtime awaits) splits that task into one per module.
 * Built into main.js (the host's `runtimePlugins`), so it is in place before the first load; never in the
 * render server's build, whose loads block no one's page.
 */
export function startupYieldPlugin(win: Window = window): ModuleFederationRuntimePlugin {
  return {
    name: 'sencha-startup-yield',
    async beforeLoadShare(args) {
      await yieldToBrowser(win);
      return args;
    },
  };
}

// The form webpack's `runtimePlugins` imports: a module whose default export makes the plugin.
export default () => startupYieldPlugin();
