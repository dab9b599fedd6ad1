import { composedEntries, fetchLiveRemotes, resolveLiveRemotes, unavailableRemotes } from './liveEntry';

const PAGE = 'https://shop.test/home';
const release = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;
const split = { stable: release('catalog', '1.0.0'), canary: release('catalog', '1.1.0'), percent: 30 };
const quiet = () => undefined;

// jsdom has no fetch Response: the code only reads status, ok and json().
const answer = (status: number, body: unknown = {}) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('remotes.json entries', () => {
  it('keeps known remotes with usable URLs, ignores unknown names', () => {
    const warn = jest.fn();
    const live = resolveLiveRemotes(
      {
        catalog: 'http://localhost:3001/mf-manifest.json',
        content: release('content', '1.2.0'),
        unknown: 'http://x.test/mf-manifest.json',
      },
      0,
      PAGE,
      warn,
    );
    expect(composedEntries(live)).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      content: release('content', '1.2.0'),
    });
    expect(live.content).toEqual({ url: release('content', '1.2.0'), track: 'stable' });
    expect(warn).toHaveBeenCalledWith('remotes.json: ignoring unknown');
  });

  it('resolves a canary split by the bucket: canary below the percent, stable from it on', () => {
    const at = (bucket: number) => resolveLiveRemotes({ catalog: split }, bucket, PAGE, quiet).catalog;
    const versions = { stable: '1.0.0', canary: '1.1.0', percent: 30 };
    expect(at(0)).toEqual({ url: split.canary, track: 'canary', split: versions });
    expect(at(29)).toEqual({ url: split.canary, track: 'canary', split: versions });
    expect(at(30)).toEqual({ url: split.stable, track: 'stable', split: versions });
    expect(at(99)?.track).toBe('stable');
  });

  it('treats a demoted canary, or an object with only stable, as the stable release', () => {
    const demoted = { version: '1.1.0', reason: 'error rate 4%', at: '2026-11-02T10:00:00Z' };
    const live = resolveLiveRemotes(
      { catalog: { stable: split.stable, demoted }, product: { stable: release('product', '2.0.0') } },
      0,
      PAGE,
      quiet,
    );
    expect(live.catalog).toEqual({ url: split.stable, track: 'stable', demoted });
    expect(live.product).toEqual({ url: release('product', '2.0.0'), track: 'stable' });
  });

  it.each([
    ['a percent out of range', { ...split, percent: 100 }],
    ['a percent that is no integer', { ...split, percent: 12.5 }],
    ['a canary of another remote', { ...split, canary: release('product', '1.1.0') }],
    [
      'a canary on another origin',
      { ...split, canary: 'https://evil.test/remotes/catalog/1.1.0/mf-manifest.json' },
    ],
    ['a canary that is no release path', { ...split, canary: '/remotes/catalog/../x/mf-manifest.json' }],
  ])('composes the stable release of a split with %s, and says so', (_, entry) => {
    const warn = jest.fn();
    expect(resolveLiveRemotes({ catalog: entry }, 0, PAGE, warn).catalog).toEqual({
      url: split.stable,
      track: 'stable',
    });
    expect(warn).toHaveBeenCalledWith(
      "remotes.json: catalog's canary is malformed; its stable release is composed",
    );
  });

  it.each([
    ['no stable', { canary: split.canary, percent: 50 }],
    [
      'a stable on another origin',
      { ...split, stable: '//evil.test/remotes/catalog/1.0.0/mf-manifest.json' },
    ],
    ['a stable of another remote', { ...split, stable: release('product', '1.0.0') }],
    ['a stable with a query', { ...split, stable: `${split.stable}?x=1` }],
    ['a stable that is no string', { ...split, stable: 7 }],
  ])('makes a remote whose entry has %s unavailable, never composes its canary', (_, entry) => {
    const live = resolveLiveRemotes({ catalog: entry, content: release('content', '1.0.0') }, 0, PAGE, quiet);
    expect(live.catalog).toEqual({ url: null, track: 'stable' });
    expect(composedEntries(live)).toEqual({ content: release('content', '1.0.0') });
    expect(unavailableRemotes(live)).toEqual(['catalog']);
  });

  it('makes a known remote with an entry that is no address unavailable; any other body is no remotes', () => {
    expect(unavailableRemotes(resolveLiveRemotes({ product: 42, content: [] }, 0, PAGE, quiet))).toEqual([
      'product',
      'content',
    ]);
    expect(resolveLiveRemotes(null, 0, PAGE, quiet)).toEqual({});
    expect(resolveLiveRemotes('x', 0, PAGE, quiet)).toEqual({});
  });

  it('keeps a demotion only when its fields are short strings', () => {
    const demoted = { version: '1.1.0', reason: 'x'.repeat(201), at: 'now' };
    expect(
      resolveLiveRemotes({ catalog: { stable: split.stable, demoted } }, 0, PAGE, quiet).catalog,
    ).toEqual({
      url: split.stable,
      track: 'stable',
    });
  });

  it('asks for the file uncached and treats a failure as no remotes, not a crash', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockResolvedValue(answer(500));
    await expect(fetchLiveRemotes('/remotes.json', failing, 0, PAGE)).resolves.toEqual({});
    expect(failing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    error.mockRestore();
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, { catalog: split }));
    await expect(fetchLiveRemotes('/remotes.json', fetchImpl, 10, PAGE)).resolves.toMatchObject({
      catalog: { url: split.canary, track: 'canary' },
    });
  });
});
