import type { AppConfig } from '../src/config';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';
import { freePort } from './replicas/processes';
import type { TestRedis } from './replicas/redis';
import { redisUnavailable, startRedis } from './replicas/redis';

const MAX = 4;
const limited: Partial<AppConfig> = { rateLimit: { max: MAX, windowMs: 60_000 } };
const noRedis = redisUnavailable();
const describeWithRedis = noRedis ? describe.skip : describe;
if (noRedis) console.warn(`Shared rate-limit tests skipped: ${noRedis}`);

/** POSTs from one client address, taking turns over the replicas; the statuses in order. */
async function postInTurn(replicas: TestApi[], client: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const api = replicas[i % replicas.length] as TestApi;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/cart/validate',
      payload: {},
      remoteAddress: client,
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}
const refused = (statuses: number[]) => statuses.filter((s) => s === 429).length;

describeWithRedis('rate limits shared through REDIS_URL', () => {
  let redis: TestRedis;
  const apps: TestApi[] = [];
  const start = async (overrides: Partial<AppConfig>) => {
    const api = await createTestApi('pglite', { ...limited, ...overrides });
    apps.push(api);
    return api;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const api of apps) await api.cleanup();
    await redis.stop();
  });
  // Addresses of this run's own: a shared TEST_REDIS_URL keeps other runs' counters.
  const client = (n: number) => `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${n}`;

  it('is one limit across replicas, not one per replica', async () => {
    const replicas = [await start({ redisUrl: redis.url }), await start({ redisUrl: redis.url })];
    const statuses = await postInTurn(replicas, client(1), 3 * MAX);
    expect(statuses.slice(0, MAX)).not.toContain(429);
    expect(refused(statuses)).toBe(2 * MAX);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    // Another address has its own limit.
    expect(refused(await postInTurn(replicas, client(2), MAX))).toBe(0);
  });

  it('still limits, per replica, while Redis cannot be reached, and never fails a request for it', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const replicas = [await start({ redisUrl: nowhere }), await start({ redisUrl: nowhere })];
    const statuses = await postInTurn(replicas, client(4), 3 * MAX);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    // Each replica let MAX through: the limit is one per replica, as without REDIS_URL.
    expect(refused(statuses)).toBe(MAX);
  });
});
