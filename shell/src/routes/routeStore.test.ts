import { matchPage } from './matchRoute';
import { ROUTES_WAIT_MS, createRouteStore } from './routeStore';
import { REMOTE_MANIFESTS } from '../test/bootSite';

const ENTRIES = Object.fromEntries(
  Object.keys(REMOTE_MANIFESTS).map((name) => [name, `/remotes/${name}/1.0.0/mf-manifest.json`]),
);
const nameOf = (url: string) => url.split('/')[2] ?? '';

/** Manifests answered when the test says: each read waits for `answer(name, body)`. */
function heldManifests() {
  const waiting = new Map<string, (body: unknown) => void>();
  const read = jest.fn((url: string) => new Promise<unknown>((resolve) => waiting.set(nameOf(url), resolve)));
  const answer = async (name: string, body: unknown) => {
    waiting.get(name)?.(body);
    await Promise.resolve();
  };
  return { read, answer };
}

describe('createRouteStore (the routes as the manifests come in)', () => {
  it('routes a remote’s paths as soon as its own manifest is in, without waiting for the others', async () => {
    const { read, answer } = heldManifests();
    const store = createRouteStore(ENTRIES, read);
    const changes = jest.fn();
    store.subscribe(changes);
    expect(store.getSnapshot().pending).toHaveLength(5);
    expect(matchPage('/tea-item/sencha', store.getSnapshot().defs)).toBeNull();

    await answer('product', REMOTE_MANIFESTS.product);
    expect(matchPage('/tea-item/sencha', store.getSnapshot().defs)?.def.id).toBe('product/TeaItemPage');
    expect(store.getSnapshot().pending).toEqual(['catalog', 'cartCheckout', 'orders', 'content']);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('lists a remote that could not be read as unknown, and reads it again on retry', async () => {
    const { read, answer } = heldManifests();
    const store = createRouteStore({ ...ENTRIES }, read);
    for (const name of ['catalog', 'product', 'cartCheckout', 'orders'])
      await answer(name, REMOTE_MANIFESTS[name]);
    await answer('content', null);
    expect(store.getSnapshot()).toMatchObject({ unknown: ['content'], pending: [] });
    expect(matchPage('/about', store.getSnapshot().defs)).toBeNull();

    store.retry();
    expect(store.getSnapshot()).toMatchObject({ unknown: [], pending: ['content'] });
    await answer('content', REMOTE_MANIFESTS.content);
    expect(matchPage('/about', store.getSnapshot().defs)?.def.id).toBe('content/AboutPage');
    expect(read).toHaveBeenCalledTimes(6);
  });

  it('knows no routes of a remote missing from remotes.json, without counting it as unknown', async () => {
    const { read, answer } = heldManifests();
    const { catalog: _left, ...others } = ENTRIES;
    const store = createRouteStore(others, read);
    expect(read).toHaveBeenCalledTimes(4);
    for (const name of ['product', 'cartCheckout', 'orders', 'content'])
      await answer(name, REMOTE_MANIFESTS[name]);
    expect(store.getSnapshot()).toMatchObject({ unknown: [], pending: [] });
    expect(matchPage('/home', store.getSnapshot().defs)).toBeNull();
  });

  it('shows a slow remote as unknown after the wait, and routes it when its manifest still comes', async () => {
    jest.useFakeTimers();
    try {
      const { read, answer } = heldManifests();
      const store = createRouteStore({ content: ENTRIES.content }, read);
      expect(store.getSnapshot().pending).toEqual(['content']);
      jest.advanceTimersByTime(ROUTES_WAIT_MS);
      expect(store.getSnapshot()).toMatchObject({ unknown: ['content'], pending: [] });
      await answer('content', REMOTE_MANIFESTS.content);
      expect(store.getSnapshot().unknown).toEqual([]);
      expect(matchPage('/about', store.getSnapshot().defs)?.def.id).toBe('content/AboutPage');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a remote with an unusable remotes.json entry as unknown (its area unavailable) at once', () => {
    const { read } = heldManifests();
    const { catalog: _broken, ...others } = ENTRIES;
    const store = createRouteStore(others, read, ['catalog']);
    expect(store.getSnapshot().unknown).toEqual(['catalog']);
    expect(read).not.toHaveBeenCalledWith(ENTRIES.catalog);
  });
});
