import { RemoteHealthFiguresSchema } from '@sencha/shared/contract';
import { RemoteHealthService } from '../src/remoteHealth/service';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, targets } from './helpers';

const TOKEN = 'operator-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };
const clientId = (n: number) => n.toString(16).padStart(32, '0');
const count = (views: number, failures: number, version = '1.4.0', app = 'catalog') => ({
  app,
  version,
  views,
  failures,
});

describe.each(targets)('remote health on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target, { adminToken: TOKEN, autoSeed: false });
  });
  afterAll(async () => {
    await api.cleanup();
  });
  beforeEach(async () => {
    await api.db.query('DELETE FROM remote_health');
  });

  const report = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/remote-health', payload: payload as object, headers });
  const figures = async (app = 'catalog') => {
    const res = await api.app.inject({ url: `/api/admin/remote-health?app=${app}`, headers: bearer });
    expect(res.statusCode).toBe(200);
    expectShape(RemoteHealthFiguresSchema, res.json());
    return res.json<{ versions: Record<string, unknown>[] }>().versions;
  };

  it('stores a batch and answers 204, JSON or a text/plain beacon alike', async () => {
    const json = await report({ client: clientId(1), counts: [count(3, 1), count(2, 0, '1.5.0-canary')] });
    expect(json.statusCode).toBe(204);
    expect(json.headers['cache-control']).toBe('no-store');
    const beacon = await report(JSON.stringify({ client: clientId(2), counts: [count(1, 1)] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.statusCode).toBe(204);
    expect(await figures()).toEqual([
      { version: '1.4.0', clients: 2, failingClients: 2, views: 4, failures: 2 },
      { version: '1.5.0-canary', clients: 1, failingClients: 0, views: 2, failures: 0 },
    ]);
  });

  it.each([
    ['an unknown remote', { client: clientId(1), counts: [count(1, 0, '1.4.0', 'shell')] }],
    ['a malformed remote name', { client: clientId(1), counts: [count(1, 0, '1.4.0', 'Cat alog')] }],
    ['a version outside the release pattern', { client: clientId(1), counts: [count(1, 0, 'latest')] }],
    ['a negative count', { client: clientId(1), counts: [count(-1, 0)] }],
    ['a count beyond the bound', { client: clientId(1), counts: [count(1001, 0)] }],
    ['a fractional count', { client: clientId(1), counts: [count(1.5, 0)] }],
    ['a malformed client id', { client: 'mei@example.com', counts: [count(1, 0)] }],
    ['no counts', { client: clientId(1), counts: [] }],
    ['too many counts', { client: clientId(1), counts: Array.from({ length: 21 }, () => count(1, 0)) }],
    ['an unknown property', { client: clientId(1), counts: [count(1, 0)], email: 'mei@example.com' }],
    ['an unknown property in a count', { client: clientId(1), counts: [{ ...count(1, 0), url: '/x' }] }],
  ])('refuses %s with a 400 and stores nothing', async (_case, payload) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(await figures()).toEqual([]);
  });

  it('refuses a text/plain body that is not JSON', async () => {
    const res = await report('views=3', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(400);
  });

  it("caps one client's contribution: 1,000 failure reports count as its capped views", async () => {
    await report({ client: clientId(7), counts: [count(10, 0)] });
    for (let i = 0; i < 10; i += 1)
      expect((await report({ client: clientId(7), counts: [count(0, 100)] })).statusCode).toBe(204);
    expect(await figures()).toEqual([
      { version: '1.4.0', clients: 1, failingClients: 1, views: 10, failures: 10 },
    ]);
    await report({ client: clientId(7), counts: [count(1000, 1000)] });
    expect(await figures()).toEqual([
      { version: '1.4.0', clients: 1, failingClients: 1, views: 50, failures: 50 },
    ]);
  });

  it('keeps no failures without views, and sums a pair named twice in one batch', async () => {
    await report({ client: clientId(8), counts: [count(0, 5)] });
    expect(await figures()).toEqual([]);
    await report({ client: clientId(8), counts: [count(2, 1), count(3, 3)] });
    expect(await figures()).toEqual([
      { version: '1.4.0', clients: 1, failingClients: 1, views: 5, failures: 4 },
    ]);
  });

  it('bounds storage: clients per version and versions per remote', async () => {
    const service = new RemoteHealthService(api.db, {
      viewsPerClient: 50,
      clientsPerVersion: 3,
      versionsPerApp: 2,
      keepDays: 7,
    });
    for (let n = 0; n < 5; n += 1) await service.record(clientId(n), [count(1, 0)]);
    await service.record(clientId(9), [count(1, 0, '1.5.0')]);
    await service.record(clientId(9), [count(1, 0, '1.6.0')]);
    // A client already stored still adds to its own row.
    await service.record(clientId(0), [count(4, 1)]);
    expect((await service.figures('catalog')).versions).toEqual([
      { version: '1.4.0', clients: 3, failingClients: 1, views: 7, failures: 1 },
      { version: '1.5.0', clients: 1, failingClients: 0, views: 1, failures: 0 },
    ]);
  });

  it('sweeps rows not updated for a week', async () => {
    await report({ client: clientId(1), counts: [count(1, 0)] });
    await report({ client: clientId(2), counts: [count(1, 0)] });
    await api.db.query(`UPDATE remote_health SET updated_at = now() - interval '8 days' WHERE client = $1`, [
      clientId(1),
    ]);
    expect(await api.app.remoteHealth.sweep()).toBe(1);
    expect(await figures()).toEqual([
      { version: '1.4.0', clients: 1, failingClients: 0, views: 1, failures: 0 },
    ]);
  });

  it('gives the figures to the operator only', async () => {
    const url = '/api/admin/remote-health?app=catalog';
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    const wrong = await api.app.inject({ url, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const bad = await api.app.inject({ url: '/api/admin/remote-health?app=../x', headers: bearer });
    expect(bad.statusCode).toBe(400);
    const ok = await api.app.inject({ url, headers: bearer });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});

describe('remote health without ADMIN_TOKEN', () => {
  it('has no operator route, and still takes reports', async () => {
    const api = await createTestApi('pglite', { adminToken: undefined, autoSeed: false });
    try {
      const res = await api.app.inject({ url: '/api/admin/remote-health?app=catalog' });
      expect(res.statusCode).toBe(404);
      const posted = await api.app.inject({
        method: 'POST',
        url: '/api/remote-health',
        payload: { client: clientId(1), counts: [count(1, 0)] },
      });
      expect(posted.statusCode).toBe(204);
    } finally {
      await api.cleanup();
    }
  });
});
