import { freshManifestRecovery, type FreshRuntime } from './freshManifest';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

const V1 = '/remotes/catalog/1.0.0/mf-manifest.json';
const V2 = '/remotes/catalog/2.0.0/mf-manifest.json';
const Fallback = () => null;
const Page = () => null;
const origin = {} as ModuleFederation;

/**
 * The fallback plugin with this recovery, over a runtime whose second load of a module is `retried`: what
 * the page's area gets when the module fails to load.
 */
function shopWith({ retried, manifest = true }: { retried: 'loads' | 'fails'; manifest?: boolean }) {
  const onFailure = jest.fn();
  const registered: [string, string][] = [];
  const recomposed = jest.fn();
  const fail = (id: string, error: unknown) =>
    plugin.errorLoadRemote?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin });
  const runtime: FreshRuntime = {
    readManifest: jest.fn(async () => manifest),
    register: (name, entry) => registered.push([name, entry]),
    // As the federation runtime does: a failed load asks errorLoadRemote, whose answer is the module.
    load: async (id) => (retried === 'loads' ? { default: Page } : fail(id, new Error('ChunkLoadError 2'))),
  };
  const recover = freshManifestRecovery({
    readPointer: async () => ({ catalog: V2 }),
    runtime,
    overridden: ['product'],
    onRecomposed: recomposed,
  });
  const plugin = fallbackPlugin(Fallback, onFailure, recover);
  return { fail, onFailure, registered, recomposed, runtime };
}

describe('freshManifestRecovery', () => {
  it('re-registers a failed remote from the live pointer, manifest read afresh, and loads the module again', async () => {
    const shop = shopWith({ retried: 'loads' });
    const module = await shop.fail('catalog/SearchPage', new Error('ChunkLoadError: 404'));
    expect(module).toEqual({ default: Page });
    expect(shop.runtime.readManifest).toHaveBeenCalledWith(V2);
    expect(shop.registered).toEqual([['catalog', V2]]);
    expect(shop.recomposed).toHaveBeenCalledWith('catalog', V2);
    expect(shop.onFailure).not.toHaveBeenCalled();
  });

  it('tries once: when the retry fails too, the area gets the stand-in, reported once', async () => {
    const shop = shopWith({ retried: 'fails' });
    const module = await shop.fail('catalog/SearchPage', new Error('ChunkLoadError: 404'));
    expect(module).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(shop.registered).toHaveLength(1);
    expect(shop.onFailure).toHaveBeenCalledTimes(1);
    // The next failure of that module (Try again) is tried afresh once more.
    await shop.fail('catalog/SearchPage', new Error('ChunkLoadError: 404'));
    expect(shop.registered).toHaveLength(2);
  });

  it('registers nothing when the live manifest cannot be read, or for an overridden remote', async () => {
    const shop = shopWith({ retried: 'loads', manifest: false });
    expect(await shop.fail('catalog/SearchPage', new Error('404'))).toEqual({
      default: Fallback,
      remoteUnavailable: true,
    });
    expect(await shop.fail('product/TeaItemPage', new Error('404'))).toEqual({
      default: Fallback,
      remoteUnavailable: true,
    });
    expect(shop.registered).toEqual([]);
  });

  it('adds no round of its own when the pointer names the release this tab composes already', async () => {
    const runtime: FreshRuntime = { readManifest: jest.fn(), register: jest.fn(), load: jest.fn() };
    const recover = freshManifestRecovery({
      readPointer: async () => ({ catalog: V2 }),
      runtime,
      composedEntry: () => `${window.location.origin}${V2}`,
    });
    expect(await recover('catalog/HomePage', new Error('ChunkLoadError: 404'), V2)).toBeUndefined();
    expect(runtime.readManifest).not.toHaveBeenCalled();
    expect(runtime.register).not.toHaveBeenCalled();
  });

  it('leaves a remote the pointer does not name (or cannot be read) to the stand-in', async () => {
    const runtime: FreshRuntime = { readManifest: jest.fn(), register: jest.fn(), load: jest.fn() };
    const recover = freshManifestRecovery({ readPointer: async () => null, runtime });
    expect(await recover('catalog/HomePage', new Error('x'), V1)).toBeUndefined();
    expect(runtime.register).not.toHaveBeenCalled();
  });
});
