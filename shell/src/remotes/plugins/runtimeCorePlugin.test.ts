import { ModuleFederation } from '@module-federation/runtime-core';
import { runtimeCorePlugin } from './runtimeCorePlugin';

describe('runtimeCorePlugin', () => {
  it('provides the runtime core the remotes are built without, under the global they read', () => {
    const page: Record<string, unknown> = {};
    runtimeCorePlugin(page);
    const provided = page._FEDERATION_RUNTIME_CORE as { ModuleFederation?: unknown } | undefined;
    expect(provided?.ModuleFederation).toBe(ModuleFederation);
  });

  it('keeps a core the page already has', () => {
    const existing = { ModuleFederation: class {} };
    const page: Record<string, unknown> = { _FEDERATION_RUNTIME_CORE: existing };
    runtimeCorePlugin(page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(existing);
  });
});
