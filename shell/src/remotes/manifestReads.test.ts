import { fakeResponse } from '../test/fakeResponse';
import { manifestFetch, readManifest } from './manifestReads';

const URL_OF = (version: string) => `${window.location.origin}/remotes/catalog/${version}/mf-manifest.json`;

describe('readManifest (the routes) and manifestFetch (the federation runtime)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('hands the manifest read for the routes to the runtime once, then fetches as usual', async () => {
    const fetchImpl = jest.fn(async () => fakeResponse(200, { metaData: { pages: {} } }));
    await expect(readManifest(URL_OF('1.0.0'), fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      metaData: { pages: {} },
    });
    const network = jest.fn(async () => fakeResponse(200, { fresh: true }));
    global.fetch = network as unknown as typeof fetch;
    // The runtime's first read of the same file is the response already in: no second request.
    await expect((await manifestFetch(URL_OF('1.0.0'), {})).json()).resolves.toEqual({
      metaData: { pages: {} },
    });
    expect(network).not.toHaveBeenCalled();
    await manifestFetch(URL_OF('1.0.0'), {});
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('gives null for an HTTP error, no JSON or a failed fetch, and keeps nothing for the runtime', async () => {
    const answers = [
      async () => fakeResponse(503, { message: 'down' }),
      async () => {
        const notJson = {
          ok: true,
          status: 200,
          json: async () => Promise.reject(new SyntaxError('no JSON')),
        };
        return { ...notJson, clone: () => notJson };
      },
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of answers)
      await expect(readManifest(URL_OF('2.0.0'), answer as unknown as typeof fetch)).resolves.toBeNull();
    const network = jest.fn(async () => fakeResponse(200, {}));
    global.fetch = network as unknown as typeof fetch;
    await manifestFetch(URL_OF('2.0.0'), {});
    expect(network).toHaveBeenCalledTimes(1);
  });
});
