import type { LightMyRequestResponse } from 'fastify';
import { issuePass, issueToken, loadQaKey, signToken } from '../src/qa/pass';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const TOKEN = 'operator-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };
const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** name=value pairs of the Set-Cookie headers, as a browser would send them back. */
function cookieHeader(res: LightMyRequestResponse): string {
  return setCookies(res)
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.each(targets)('QA mode routes on %s', (target) => {
  let api: TestApi;
  let key: Buffer;
  beforeAll(async () => {
    api = await createTestApi(target, {
      adminToken: TOKEN,
      publicUrl: 'https://shop.example',
      autoSeed: false,
    });
    // The key the API made in this test's folder (helpers.ts): passes signed here are the API's own.
    key = loadQaKey(api.config.qa).key;
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const enter = (pass: string, headers: Record<string, string> = form) =>
    api.app.inject({
      method: 'POST',
      url: '/api/qa/enter',
      headers,
      payload: `pass=${encodeURIComponent(pass)}`,
    });
  const status = (cookie?: string) =>
    api.app.inject({ url: '/api/qa/status', headers: cookie === undefined ? {} : { cookie } });

  it('shows a confirmation page for a valid pass, and sets no cookie', async () => {
    const { pass } = issuePass(key, 8);
    const res = await api.app.inject({ url: `/api/qa/enter?pass=${pass}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
    expect(setCookies(res)).toEqual([]);
    expect(res.body).toContain('<title>Enter QA mode - Sencha Tea</title>');
    expect(res.body).toContain('<form method="post" action="/api/qa/enter">');
    expect(res.body).toContain(`<input type="hidden" name="pass" value="${pass}">`);
    expect(res.body).toContain('<button type="submit">Enter QA mode</button>');
    expect(res.body).not.toMatch(/<script/i);
  });

  it.each([
    ['missing', ''],
    ['forged', `?pass=${issuePass(Buffer.from('x'.repeat(32)), 8).pass}`],
    ['a session', `?pass=${issueToken(Buffer.from('x'.repeat(32)), 'session', 1e9 + 1)}`],
    ['markup', `?pass=${encodeURIComponent('"><script>alert(1)</script>')}`],
    ['repeated', '?pass=a&pass=b'],
  ])('answers 400 for a %s pass, sets no cookie and echoes nothing', async (_name, query) => {
    const res = await api.app.inject({ url: `/api/qa/enter${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('QA pass invalid or expired');
    expect(res.body).not.toContain('script');
    expect(setCookies(res)).toEqual([]);
  });

  it('refuses a POST that is not from this origin', async () => {
    const { pass } = issuePass(key, 8);
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ];
    for (const headers of cases) {
      const res = await enter(pass, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
      expect(res.statusCode).toBe(403);
      expect(setCookies(res)).toEqual([]);
    }
    // Browsers without Sec-Fetch-Site: the Origin header must name this host.
    const byOrigin = await enter(pass, {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'shop.example:8090',
      origin: 'http://shop.example:8090',
    });
    expect(byOrigin.statusCode).toBe(303);
  });

  it('enters QA mode from the form: two cookies, then 303 to /versions', async () => {
    const { pass, exp } = issuePass(key, 2);
    const res = await enter(pass);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/versions');
    expect(res.headers['cache-control']).toBe('no-store');
    const [session, hint] = setCookies(res);
    expect(session).toMatch(
      /^sencha_qa_pass=v1\.\d{10}\.[\w-]{22}\.[\w-]{43}; Path=\/; SameSite=Strict; Max-Age=(7199|7200); HttpOnly$/,
    );
    expect(hint).toBe(
      `sencha_qa=${exp}; Path=/; SameSite=Strict; Max-Age=${hint!.match(/Max-Age=(\d+)/)![1]}`,
    );
    expect(hint).not.toContain('HttpOnly');
    // The cookie is a session, not the link pass itself.
    expect(session).not.toContain(pass);
    const answer = await status(cookieHeader(res));
    expect(answer.json()).toEqual({ qa: true, expiresAt: new Date(exp * 1000).toISOString() });
  });

  it('marks the cookies Secure over https: from a trusted proxy only', async () => {
    const { pass } = issuePass(key, 8);
    const viaTls = await enter(pass, { ...form, 'x-forwarded-proto': 'https' });
    expect(setCookies(viaTls)).toHaveLength(2);
    for (const cookie of setCookies(viaTls)) expect(cookie).toMatch(/; Secure/);
    const plain = await enter(pass);
    for (const cookie of setCookies(plain)) expect(cookie).not.toMatch(/Secure/);
    const stranger = await api.app.inject({
      method: 'POST',
      url: '/api/qa/enter',
      headers: { ...form, 'x-forwarded-proto': 'https' },
      payload: `pass=${pass}`,
      remoteAddress: '203.0.113.9',
    });
    expect(stranger.statusCode).toBe(303);
    for (const cookie of setCookies(stranger)) expect(cookie).not.toMatch(/Secure/);
  });

  it('refuses a bad pass in the form with 400 and no cookie', async () => {
    const expired = signToken(key, 'pass', Math.floor(Date.now() / 1000) - 1, 'a'.repeat(22));
    for (const pass of [expired, issueToken(key, 'session', Math.floor(Date.now() / 1000) + 60), 'v1.x']) {
      const res = await enter(pass);
      expect(res.statusCode).toBe(400);
      expect(setCookies(res)).toEqual([]);
    }
    const tooLarge = await enter('x'.repeat(2000));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('answers the status: off without cookie, on with a valid session, never cached', async () => {
    const off = await status();
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ qa: false });
    expect(off.headers['x-sencha-qa']).toBe('0');
    expect(off.headers['cache-control']).toBe('no-store');
    expect(setCookies(off)).toEqual([]);
    const { exp } = issuePass(key, 1);
    const on = await status(`other=1; sencha_qa=${exp}; sencha_qa_pass=${issueToken(key, 'session', exp)}`);
    expect(on.json()).toEqual({ qa: true, expiresAt: new Date(exp * 1000).toISOString() });
    expect(on.headers['x-sencha-qa']).toBe('1');
    expect(on.headers['cache-control']).toBe('no-store');
    expect(setCookies(on)).toEqual([]);
  });

  it.each([
    ['tampered', (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`],
    ['expired', () => signToken(key, 'session', Math.floor(Date.now() / 1000) - 5, 'a'.repeat(22))],
    ['a link pass', () => issuePass(key, 1).pass],
    ['forged', () => issueToken(Buffer.from('f'.repeat(32)), 'session', Math.floor(Date.now() / 1000) + 60)],
    [
      'too far ahead',
      () => signToken(key, 'session', Math.floor(Date.now() / 1000) + 48 * 3600, 'a'.repeat(22)),
    ],
    ['malformed', () => 'forged'],
  ])('answers qa:false for a %s cookie and clears both cookies', async (_name, make) => {
    const session = make(issueToken(key, 'session', Math.floor(Date.now() / 1000) + 600));
    const res = await status(`sencha_qa=1; sencha_qa_pass=${session}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ qa: false });
    expect(res.headers['x-sencha-qa']).toBe('0');
    expect(setCookies(res)).toEqual([
      'sencha_qa_pass=; Path=/; SameSite=Strict; Max-Age=0; HttpOnly',
      'sencha_qa=; Path=/; SameSite=Strict; Max-Age=0',
    ]);
  });

  it('clears a hint left without its session', async () => {
    const res = await status('sencha_qa=1999999999');
    expect(res.json()).toEqual({ qa: false });
    expect(setCookies(res)).toHaveLength(2);
  });

  it('leaves QA mode: both cookies cleared, same origin only', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/qa/leave',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookies(res).map((c) => c.split(';')[0])).toEqual(['sencha_qa_pass=', 'sencha_qa=']);
    for (const cookie of setCookies(res)) expect(cookie).toContain('Max-Age=0');
    const cross = await api.app.inject({
      method: 'POST',
      url: '/api/qa/leave',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    expect(setCookies(cross)).toEqual([]);
  });

  it('issues passes for the operator: token required, TTL bounded, link on PUBLIC_URL', async () => {
    const post = (payload?: unknown, headers: Record<string, string> = bearer) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/qa-passes',
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    expect((await post({})).statusCode).toBe(201);
    expect((await post({}, {})).statusCode).toBe(401);
    expect((await post({}, { authorization: 'Bearer wrong-token-0123456789abcdef' })).statusCode).toBe(401);
    const before = Date.now();
    const res = await post();
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = res.json<{ pass: string; path: string; url: string; expiresAt: string }>();
    expect(link.path).toBe(`/api/qa/enter?pass=${link.pass}`);
    expect(link.url).toBe(`https://shop.example${link.path}`);
    const hours = (Date.parse(link.expiresAt) - before) / 3600_000;
    expect(hours).toBeGreaterThan(7.99);
    expect(hours).toBeLessThanOrEqual(8.001);
    const page = await api.app.inject({ url: link.path });
    expect(page.statusCode).toBe(200);
    const short = (await post({ ttlHours: 0.5 })).json<{ expiresAt: string }>();
    expect(Date.parse(short.expiresAt) - Date.now()).toBeLessThanOrEqual(1800_000);
    expect((await post({ ttlHours: 24 })).statusCode).toBe(201);
    for (const body of [{ ttlHours: 25 }, { ttlHours: 0 }, { ttlHours: -1 }, { ttlHours: 'eight' }, []])
      expect((await post(body)).statusCode).toBe(400);
  });

  it('documents the QA routes in the OpenAPI document', async () => {
    await api.app.ready();
    const doc = api.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    for (const [url, method] of [
      ['/api/qa/enter', 'get'],
      ['/api/qa/enter', 'post'],
      ['/api/qa/leave', 'post'],
      ['/api/qa/status', 'get'],
      ['/api/admin/qa-passes', 'post'],
    ] as const)
      expect(doc.paths[url]?.[method]).toBeDefined();
  });

  it('gives the QA POSTs a limit of their own, higher than the default and still bounded', () => {
    for (const url of ['/api/qa/enter', '/api/qa/leave']) {
      const route = api.routes.find((r) => r.url === url && r.methods.includes('POST'));
      expect(route?.rateLimit).toEqual({
        max: api.config.rateLimit.max * 6,
        timeWindow: api.config.rateLimit.windowMs,
      });
    }
  });
});
