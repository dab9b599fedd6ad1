import { overridePolicy } from '../remotes/qaOverrides';
import { fakeResponse } from '../test/fakeResponse';
import { validateOverride, type ValidationContext } from './validateOverride';

const PAGE = 'https://shop.test/about';
const CANDIDATE = 'http://localhost:3105/mf-manifest.json';
const policy = overridePolicy(
  { enabled: true, allowedOrigins: ['http://localhost:3105'], ttlHours: 8 },
  { content: '/remotes/content/1.0.0/mf-manifest.json' },
  PAGE,
);

const manifest = (name: string, platform: string | null = '1.9.0') => ({
  name,
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    buildInfo: { buildVersion: 'qa-candidate' },
  },
  exposes: [],
  shared: platform === null ? [] : [{ name: '@sencha/platform', version: platform }],
});

/** A fetch answering each URL from the table: a number is that HTTP status, an Error a network failure. */
function serve(files: Record<string, unknown>) {
  const asked: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, init });
    const body = files[url];
    if (body instanceof Error) throw body;
    if (typeof body === 'number') return fakeResponse(body, null);
    return body === undefined ? fakeResponse(404, null) : fakeResponse(200, body);
  });
  const context: ValidationContext = {
    policy,
    pageUrl: PAGE,
    shellContract: '1.9.0',
    fetchImpl: fetchImpl as unknown as typeof fetch,
  };
  return { asked, context };
}

describe('validateOverride', () => {
  it('accepts a candidate of the named remote on a QA origin, read uncached', async () => {
    const { asked, context } = serve({ [CANDIDATE]: manifest('content', '1.12.3') });
    await expect(validateOverride('content', CANDIDATE, context)).resolves.toEqual({
      ok: true,
      url: CANDIDATE,
      version: 'qa-candidate',
      contract: '1.12.3',
    });
    expect(asked[0]?.init?.cache).toBe('no-store');
    expect(asked[0]?.init?.signal).toBeDefined();
  });

  it.each([
    ['nosuch', CANDIDATE, 'no remote named "nosuch"'],
    ['content', 'javascript:alert(1)', 'not an http(s) address'],
    ['content', 'https://evil.example/mf-manifest.json', 'https://evil.example is not a QA origin here'],
    ['content', '//evil.example/mf-manifest.json', 'https://evil.example is not a QA origin here'],
  ])('refuses %s=%s without fetching: %s', async (remote, value, reason) => {
    const { asked, context } = serve({});
    await expect(validateOverride(remote, value, context)).resolves.toEqual({ ok: false, reason });
    expect(asked).toEqual([]);
  });

  it('refuses a released version the shop does not have', async () => {
    const { asked, context } = serve({});
    await expect(validateOverride('cartCheckout', '99.99.99', context)).resolves.toEqual({
      ok: false,
      reason: 'no release 99.99.99 of cartCheckout',
    });
    expect(asked.map(({ url }) => url)).toEqual([
      'https://shop.test/remotes/cartCheckout/99.99.99/mf-manifest.json',
    ]);
  });

  it('refuses a manifest that cannot be read, or is not a federation manifest', async () => {
    const { context } = serve({
      'http://localhost:3105/gone/mf-manifest.json': 404,
      'http://localhost:3105/down/mf-manifest.json': 503,
      'http://localhost:3105/offline/mf-manifest.json': new TypeError('Failed to fetch'),
      'http://localhost:3105/html/mf-manifest.json': '<html>',
      'http://localhost:3105/partial/mf-manifest.json': { name: 'content', metaData: {}, exposes: [] },
    });
    const reasonOf = async (folder: string) => {
      const verdict = await validateOverride(
        'content',
        `http://localhost:3105/${folder}/mf-manifest.json`,
        context,
      );
      return verdict.ok ? 'accepted' : verdict.reason;
    };
    expect(await reasonOf('gone')).toBe('manifest could not be read (HTTP 404)');
    expect(await reasonOf('down')).toBe('manifest could not be read (HTTP 503)');
    expect(await reasonOf('offline')).toBe('manifest could not be read (network error)');
    expect(await reasonOf('html')).toBe('not a Module Federation manifest');
    expect(await reasonOf('partial')).toBe('not a Module Federation manifest');
  });

  it("refuses another remote's manifest", async () => {
    const { context } = serve({ [CANDIDATE]: manifest('content') });
    await expect(validateOverride('catalog', CANDIDATE, context)).resolves.toEqual({
      ok: false,
      reason: 'manifest is for "content", not "catalog"',
    });
  });

  it("refuses a build against another contract major, or none, or when the shell's is unknown", async () => {
    const { context } = serve({
      [CANDIDATE]: manifest('content', '2.0.0'),
      'http://localhost:3105/bare/mf-manifest.json': manifest('content', null),
    });
    await expect(validateOverride('content', CANDIDATE, context)).resolves.toEqual({
      ok: false,
      reason: "built against platform contract 2.0.0; this shop's shell uses 1.9.0",
    });
    await expect(
      validateOverride('content', 'http://localhost:3105/bare/mf-manifest.json', context),
    ).resolves.toEqual({ ok: false, reason: 'the manifest names no platform contract' });
    const unknown = await validateOverride('content', CANDIDATE, { ...context, shellContract: '' });
    expect(unknown).toMatchObject({ ok: false });
  });

  it("takes an own release's contract from its release.json, as promote does", async () => {
    const release = 'https://shop.test/remotes/catalog/0.3.0-platform2';
    const { context } = serve({
      [`${release}/mf-manifest.json`]: manifest('catalog', '1.9.0'),
      [`${release}/release.json`]: { version: '0.3.0-platform2', contract: '2.0.0' },
    });
    await expect(validateOverride('catalog', '0.3.0-platform2', context)).resolves.toEqual({
      ok: false,
      reason: "built against platform contract 2.0.0; this shop's shell uses 1.9.0",
    });
  });
});
