import { readLivePointer } from './livePointer';
import { fakeResponse } from '../test/fakeResponse';

const page = { cookie: 'sencha_cohort=5', baseURI: 'https://shop.test/home' };
const V1 = '/remotes/catalog/1.0.0/mf-manifest.json';
const V2 = '/remotes/catalog/2.0.0/mf-manifest.json';

describe('readLivePointer', () => {
  it('reads remotes.json past every cache, as this browser composes it', async () => {
    const fetchImpl = jest.fn(async () =>
      fakeResponse(200, {
        catalog: { stable: V1, canary: V2, percent: 10 },
        product: 'https://r.test/m.json',
      }),
    );
    const entries = await readLivePointer('/remotes.json', fetchImpl, page);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(entries).toEqual({ catalog: V2, product: 'https://r.test/m.json' });
    // Without the cohort cookie: the stable side.
    expect(await readLivePointer('/remotes.json', fetchImpl, { ...page, cookie: '' })).toEqual({
      catalog: V1,
      product: 'https://r.test/m.json',
    });
  });

  it('is null when the file cannot be read', async () => {
    expect(await readLivePointer('/remotes.json', async () => fakeResponse(503, {}), page)).toBeNull();
    const offline = async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    expect(await readLivePointer('/remotes.json', offline, page)).toBeNull();
  });
});
