import { manifestBuildVersion, remoteReleaseInfo, shellReleaseInfo } from './releaseInfo';

const PAGE = 'https://shop.test/versions';

/** A fetch answering each URL from the table (404 otherwise); jsdom has no Response, so only ok and json(). */
function serve(files: Record<string, unknown>) {
  const fetchMock = jest.fn(async (url: string) => {
    const body = files[url];
    if (body === undefined) return { ok: false, status: 404, json: async () => ({}) } as Response;
    return {
      ok: true,
      status: 200,
      json: async () => (body instanceof Error ? Promise.reject(body) : body),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const manifest = (buildVersion: unknown, platform = '1.2.0') => ({
  metaData: { buildInfo: { buildVersion } },
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@sencha/platform', version: platform },
  ],
});

describe('release info for /versions', () => {
  it("reads a release's manifest and the release.json beside it, uncached", async () => {
    const fetchMock = serve({
      'https://shop.test/remotes/catalog/1.4.0/mf-manifest.json': manifest('1.4.0'),
      'https://shop.test/remotes/catalog/1.4.0/release.json': {
        version: '1.4.0',
        contract: '1.2.0',
        builtAt: '2026-11-20T10:00:00.000Z',
        commit: '3f2a9c1',
      },
    });
    await expect(remoteReleaseInfo('/remotes/catalog/1.4.0/mf-manifest.json', PAGE)).resolves.toEqual({
      version: '1.4.0',
      contract: '1.2.0',
      builtAt: '2026-11-20T10:00:00.000Z',
      commit: '3f2a9c1',
      unreachable: false,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://shop.test/remotes/catalog/1.4.0/release.json',
      expect.objectContaining({ cache: 'no-store', signal: expect.any(AbortSignal) }),
    );
  });

  it('a build that is not a release: the version and contract come from its manifest', async () => {
    serve({ 'http://localhost:3001/mf-manifest.json': manifest('0.1.0', '1.3.0') });
    await expect(remoteReleaseInfo('http://localhost:3001/mf-manifest.json', PAGE)).resolves.toEqual({
      version: '0.1.0',
      contract: '1.3.0',
      builtAt: null,
      commit: null,
      unreachable: false,
    });
  });

  it('malformed or hostile answers show as unknown, never as their content', async () => {
    serve({
      'https://shop.test/remotes/orders/2.0.0/mf-manifest.json': manifest({ toString: 'x' }, 'y'.repeat(500)),
      'https://shop.test/remotes/orders/2.0.0/release.json': ['not', 'an', 'object'],
      'https://shop.test/remotes/content/1.0.0/mf-manifest.json': new Error('not JSON'),
    });
    await expect(remoteReleaseInfo('/remotes/orders/2.0.0/mf-manifest.json', PAGE)).resolves.toEqual({
      version: null,
      contract: null,
      builtAt: null,
      commit: null,
      unreachable: false,
    });
    await expect(remoteReleaseInfo('/remotes/content/1.0.0/mf-manifest.json', PAGE)).resolves.toMatchObject({
      unreachable: true,
    });
  });

  it('the shell: the running build, with the release.json beside it only when it describes that build', async () => {
    serve({
      'https://shop.test/release.json': {
        version: '1.0.0-ab12cd3',
        contract: '1.2.0',
        builtAt: '2026-11-20',
      },
    });
    await expect(shellReleaseInfo('https://shop.test/release.json', '1.0.0-ab12cd3')).resolves.toMatchObject({
      version: '1.0.0-ab12cd3',
      contract: '1.2.0',
    });
    // After a promotion the served release.json is the next shell's: this page still runs the old build.
    await expect(shellReleaseInfo('https://shop.test/release.json', '0.9.0')).resolves.toEqual({
      version: '0.9.0',
      contract: null,
      builtAt: null,
      commit: null,
      unreachable: false,
    });
  });

  it('the overrides banner reads only the manifest', async () => {
    const fetchMock = serve({ 'https://qa.test/catalog/mf-manifest.json': manifest('1.5.0-rc.1') });
    await expect(manifestBuildVersion('https://qa.test/catalog/mf-manifest.json')).resolves.toBe(
      '1.5.0-rc.1',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(manifestBuildVersion('https://qa.test/gone/mf-manifest.json')).resolves.toBe('unreachable');
  });
});
