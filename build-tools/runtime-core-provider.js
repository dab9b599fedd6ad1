// @ts-check
// A remote's standalone page (its own index.html) has no shell to provide the federation runtime core that the
// remote is built without (experiments.externalRuntime, docs/architecture.md#module-federation-settings): this
// script, built on its own as runtime-core.js, provides it before main.js starts.
import * as runtimeCore from '@module-federation/runtime-core';

/** @type {typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore }} */ (
  globalThis
)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
