import { createSafeStorage } from '@sencha/platform';
import { HEALTH_CLIENT_KEY, healthClientId } from './clientId';
import { HealthReporter, type HealthTransport } from './reporter';
import { HealthTally } from './tally';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return createSafeStorage(() => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }));
};

const CLIENT = '0123456789abcdef0123456789abcdef';

function fakeTransport(outcome: 'sent' | 'retry' | 'dropped' = 'sent') {
  const posted: unknown[] = [];
  const beacons: unknown[] = [];
  let release: () => void = () => undefined;
  let hold = false;
  const transport: HealthTransport = {
    post: (body) => {
      posted.push(JSON.parse(body));
      if (!hold) return Promise.resolve(outcome);
      return new Promise((resolve) => {
        release = () => resolve(outcome);
      });
    },
    beacon: (body) => {
      beacons.push(JSON.parse(body));
      return true;
    },
  };
  return { transport, posted, beacons, holdNext: () => (hold = true), release: () => release() };
}

describe('healthClientId', () => {
  it('keeps one anonymous id, and replaces a missing or malformed one', () => {
    const storage = memoryStorage();
    const first = healthClientId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(healthClientId(storage)).toBe(first);
    storage.setItem(HEALTH_CLIENT_KEY, 'mei@example.com');
    const fresh = healthClientId(storage);
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(first);
    expect(storage.getItem(HEALTH_CLIENT_KEY)).toBe(fresh);
  });
});

describe('HealthTally', () => {
  it('stays within one batch: counts saturate and new pairs beyond the bound are dropped', () => {
    const tally = new HealthTally();
    for (let i = 0; i < 2000; i += 1) tally.add('catalog', '1.0.0', 'failures');
    for (let v = 0; v < 30; v += 1) tally.add('product', `1.0.${v}`, 'views');
    const counts = tally.take();
    expect(counts).toHaveLength(20);
    expect(counts[0]).toEqual({ app: 'catalog', version: '1.0.0', views: 0, failures: 1000 });
    expect(tally.take()).toEqual([]);
  });
});

describe('HealthReporter', () => {
  it('sends the counts as one batch, with at most one in flight', async () => {
    const fake = fakeTransport();
    const reporter = new HealthReporter(CLIENT, fake.transport);
    reporter.record('catalog', '1.0.0', 'views');
    reporter.record('catalog', '1.0.0', 'failures');
    fake.holdNext();
    const first = reporter.flush();
    reporter.record('catalog', '1.0.0', 'views');
    await reporter.flush();
    expect(fake.posted).toHaveLength(1);
    fake.release();
    await first;
    expect(fake.posted).toEqual([
      { client: CLIENT, counts: [{ app: 'catalog', version: '1.0.0', views: 1, failures: 1 }] },
    ]);
  });

  it('counts a batch the API could not take again, and drops a refused one', async () => {
    const retry = fakeTransport('retry');
    const reporter = new HealthReporter(CLIENT, retry.transport);
    reporter.record('catalog', '1.0.0', 'views');
    await reporter.flush();
    reporter.record('catalog', '1.0.0', 'views');
    await reporter.flush();
    expect(retry.posted[1]).toEqual({
      client: CLIENT,
      counts: [{ app: 'catalog', version: '1.0.0', views: 2, failures: 0 }],
    });
    const refused = fakeTransport('dropped');
    const other = new HealthReporter(CLIENT, refused.transport);
    other.record('catalog', '1.0.0', 'views');
    await other.flush();
    await other.flush();
    expect(refused.posted).toHaveLength(1);
  });

  it('sends what is left as a beacon when the page goes, and nothing when nothing is left', () => {
    const fake = fakeTransport();
    const reporter = new HealthReporter(CLIENT, fake.transport);
    reporter.flushOnHide();
    reporter.record('content', '2.0.0', 'views');
    reporter.flushOnHide();
    expect(fake.beacons).toEqual([
      { client: CLIENT, counts: [{ app: 'content', version: '2.0.0', views: 1, failures: 0 }] },
    ]);
  });
});
