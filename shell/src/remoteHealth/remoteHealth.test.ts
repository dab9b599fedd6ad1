import { createSafeStorage } from '@sencha/platform';
import type { HealthTransport } from './reporter';
import { HEALTH_FLUSH_MS, areaView, noteComposedEntry } from './remoteHealth';
import { startRemoteHealth } from './startRemoteHealth';

const PAGE = 'https://shop.example/green-tea';

function start() {
  const beacons: unknown[] = [];
  const posted: unknown[] = [];
  const transport: HealthTransport = {
    post: async (body) => {
      posted.push(JSON.parse(body));
      return 'sent';
    },
    beacon: (body) => {
      beacons.push(JSON.parse(body));
      return true;
    },
  };
  const items = new Map<string, string>();
  const stop = startRemoteHealth({
    entries: {
      catalog: '/remotes/catalog/1.1.0/mf-manifest.json',
      content: 'http://localhost:3005/mf-manifest.json',
    },
    pageUrl: PAGE,
    storage: createSafeStorage(() => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    })),
    transport,
    win: window,
  });
  const counts = () => (beacons as { counts: unknown[] }[]).flatMap((batch) => batch.counts);
  return { stop, posted, counts };
}

describe('remote health on a page', () => {
  afterEach(() => jest.useRealTimers());

  it('counts each showing once as a view and at most once as a failure, for released remotes only', () => {
    const page = start();
    const first = areaView('catalog');
    first.open();
    first.open();
    first.fail();
    first.fail();
    // A panel may show before its slot's effect ran: the failure opens the view.
    areaView('catalog').fail();
    areaView('catalog').open();
    // Not composed from a release: nothing to attribute it to.
    areaView('content').fail();
    window.dispatchEvent(new Event('pagehide'));
    expect(page.counts()).toEqual([{ app: 'catalog', version: '1.1.0', views: 3, failures: 2 }]);
    page.stop();
  });

  it('counts later showings against a remote composed again from another release', () => {
    const page = start();
    noteComposedEntry('catalog', '/remotes/catalog/1.0.0/mf-manifest.json');
    areaView('catalog').open();
    window.dispatchEvent(new Event('pagehide'));
    expect(page.counts()).toEqual([{ app: 'catalog', version: '1.0.0', views: 1, failures: 0 }]);
    page.stop();
  });

  it('sends every HEALTH_FLUSH_MS, and nothing once stopped', async () => {
    jest.useFakeTimers();
    const page = start();
    areaView('catalog').open();
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(page.posted).toHaveLength(1);
    page.stop();
    areaView('catalog').open();
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS * 2);
    expect(page.posted).toHaveLength(1);
  });
});
