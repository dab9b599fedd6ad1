import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where remotes built with `experiments.externalRuntime` read the federation runtime core (a global). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime per page (docs/architecture.md#module-federation-settings): the remotes are built
 * without their own copy of the runtime core and read the shell's, already in its bundle, from a global.
 * `experiments.provideExternalRuntime` would provide it too, but from a second copy of the core.
 * Registered before any remote is; a page that already has a core keeps it.
 */
export function runtimeCorePlugin(
  target: Record<string, unknown> = globalThis,
): ModuleFederationRuntimePlugin {
  target[GLOBAL_NAME] ??= runtimeCore;
  return { name: 'sencha-runtime-core-provider' };
}
