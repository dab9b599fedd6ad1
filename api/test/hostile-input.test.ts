/**
 * The hostile-input sweep (docs/observability.md#wire-values): every route the app registers (api.routes, from
 * Fastify's onRoute hook) gets hostile values in each path parameter, each query parameter its schema declares,
 * undeclared query parameters, each value of a plausible body and whole hostile bodies. No answer may be a 5xx;
 * where the route's schema types the value, the wire rule must refuse it with a 400. The access log's route
 * field proves that every route was reached, so a route added without being swept fails here.
 */
import { Writable } from 'node:stream';
import type { RouteInfo } from '../src/app';
import { loadConfig } from '../src/config';
import { cartOf, createSession, placeOrder, productsOnSale, SYDNEY, withCheapestService } from './commerce';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';
import type { Probe } from './hostileInputs';
import {
  BODY_PROBES,
  EXTRA_QUERY,
  JSON_PROBES,
  URL_PROBES,
  isNumberSchema,
  isTextSchema,
  leaves,
  propertiesOf,
  sample,
  unbounded,
  valueAt,
  withRawAt,
} from './hostileInputs';

const TOKEN = 'operator-token-fixture-0123456789';
const HEADERS = {
  authorization: `Bearer ${TOKEN}`,
  'sec-fetch-site': 'same-origin',
  'stripe-signature': 't=1',
};
const PARTS = ['params', 'querystring', 'body'] as const;
/** Routes that read a body without a schema, and why nothing of it can reach the database. */
const SCHEMALESS_BODIES: Record<string, string> = {
  'POST /api/qa/enter': 'the pass is only checked against its HMAC',
  'POST /api/payments/stripe/webhook': 'raw bytes, checked against the Stripe signature',
};

/** Which routes answered (method and route pattern), read from the access log's request and response lines. */
function accessLog() {
  const methods = new Map<string, string>();
  const reached = new Set<string>();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as { msg?: string; reqId?: string; method?: string; route?: string };
        if (line.msg === 'request' && line.reqId) methods.set(line.reqId, String(line.method));
        if (line.msg === 'response' && line.reqId && line.route)
          reached.add(`${methods.get(line.reqId)} ${line.route}`);
      }
      done();
    },
  });
  return { stream, reached };
}

interface Failure {
  route: string;
  where: string;
  probe: string;
  status: number;
}

type Schema = NonNullable<RouteInfo['schema']>;

/** Sends the probes to one app and keeps every answer that breaks the rule. */
class Sweep {
  readonly failures: Failure[] = [];
  sent = 0;
  constructor(
    private readonly api: TestApi,
    private readonly params: (url: string, name: string) => string,
    private readonly bodies: Record<string, unknown>,
  ) {}

  private async send(method: string, url: string, body?: { type: string; raw: string }): Promise<number> {
    this.sent += 1;
    const n = this.sent;
    // A client address per request: the sweep measures validation, not the rate limits.
    const res = await this.api.app.inject({
      method: method as 'GET',
      url,
      headers: { ...HEADERS, ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { payload: body.raw } : {}),
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
    return res.statusCode;
  }

  private check(route: string, where: string, probe: string, status: number, refused: boolean) {
    if (status >= 500 || (refused && status !== 400)) this.failures.push({ route, where, probe, status });
  }

  async route(method: string, info: RouteInfo): Promise<void> {
    const schema: Schema = info.schema ?? {};
    const key = `${method} ${info.url}`;
    const names = [...info.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
    const fill = (values: Record<string, string>) =>
      info.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => values[name ?? '*']!);
    const base = Object.fromEntries(
      names.map((n) => [
        n,
        n === '*' ? this.params(info.url, n) : encodeURIComponent(this.params(info.url, n)),
      ]),
    );
    const declared = new Map(propertiesOf(schema.querystring));
    const query = Object.entries((sample(schema.querystring) ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, encodeURIComponent(String(v))] as const);
    const queryWith = (name?: string, raw?: string) =>
      [...query.filter(([k]) => k !== name), ...(name ? [[name, raw] as const] : [])]
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
    const url = fill(base);
    const refusedBy = (probe: Probe, typed: unknown) =>
      Boolean((probe.badText && isTextSchema(typed)) || (probe.badNumber && isNumberSchema(typed)));

    const paramSchemas = new Map(propertiesOf(schema.params));
    for (const name of names)
      for (const probe of URL_PROBES) {
        const status = await this.send(method, `${fill({ ...base, [name]: probe.raw })}?${queryWith()}`);
        this.check(key, `param ${name}`, probe.name, status, refusedBy(probe, paramSchemas.get(name)));
      }
    for (const [name, typed] of declared)
      for (const probe of URL_PROBES) {
        const status = await this.send(method, `${url}?${queryWith(name, probe.raw)}`);
        this.check(key, `query ${name}`, probe.name, status, refusedBy(probe, typed));
      }
    this.check(
      key,
      'query',
      'undeclared parameters',
      await this.send(method, `${url}?${EXTRA_QUERY}`),
      false,
    );
    if (method === 'GET' || method === 'HEAD') return;

    const body = this.bodies[key] ?? sample(schema.body) ?? { note: 'tea' };
    // A route that never reads its body may take anything there.
    const reads = schema.body !== undefined || key in this.bodies;
    const target = `${url}?${queryWith()}`;
    for (const path of leaves(body)) {
      const original = valueAt(body, path);
      for (const probe of JSON_PROBES) {
        const raw = withRawAt(body, path, probe.raw);
        const status = await this.send(method, target, { type: 'application/json', raw });
        const refused =
          reads &&
          ((probe.badText === true && typeof original === 'string') ||
            (probe.badNumber === true && typeof original === 'number'));
        this.check(key, `body ${path.join('.')}`, probe.name, status, refused);
      }
    }
    for (const probe of BODY_PROBES)
      this.check(key, 'body', probe.name, await this.send(method, target, probe), false);
  }
}

describe('hostile input on every route', () => {
  let api: TestApi;
  let stripeApi: TestApi;
  const log = accessLog();
  const stripeLog = accessLog();
  const bodies: Record<string, unknown> = {};
  const ids = { orderId: '', sessionId: '' };

  beforeAll(async () => {
    api = await createTestApi('pglite', { adminToken: TOKEN, logLevel: 'info', logStream: log.stream });
    stripeApi = await createTestApi('pglite', {
      logLevel: 'info',
      logStream: stripeLog.stream,
      payments: {
        ...loadConfig({ NODE_ENV: 'test' }).payments,
        provider: 'stripe',
        stripeSecretKey: 'sk_test_fixture',
        stripeWebhookSecret: 'whsec_test_fixture',
        // Nothing listens there: the sweep must never need Stripe.
        stripeApiBase: 'http://127.0.0.1:9',
      },
    });
    const { orderId } = await placeOrder(api, 1);
    for (const state of ['processing', 'in transit', 'delivered'])
      await api.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/delivery-states`,
        headers: HEADERS,
        payload: { state },
      });
    const [product] = await productsOnSale(api, 5);
    const cart = await withCheapestService(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
    const session = (await createSession(api, cart, '192.0.2.1')).json<{ sessionId: string }>();
    Object.assign(ids, { orderId, sessionId: session.sessionId });
    Object.assign(bodies, {
      'POST /api/shipping/address/validate': SYDNEY,
      'POST /api/shipping/services': cart,
      'POST /api/cart/validate': cart,
      'POST /api/checkout/session': cart,
      'POST /api/order/:orderId/review': { starRating: 4, reviewText: 'Sweet and grassy.' },
      'POST /api/admin/qa-passes': { ttlHours: 2 },
      'POST /api/remote-health': {
        client: '0123456789abcdef0123456789abcdef',
        counts: [{ app: 'catalog', version: '1.4.0', views: 2, failures: 1 }],
      },
      'POST /api/communications/newsletter/subscribe': { email: 'mei@example.com', source: 'footer' },
      'POST /api/communications/contact': {
        name: 'Mei Tanaka',
        email: 'mei@example.com',
        subject: 'order',
        message: 'Where is my sencha? It has been a week.',
      },
      'POST /api/checkout/sandbox/:sessionId': { email: 'mei@example.com', cardNumber: '4000000000000002' },
      'POST /api/qa/enter': { pass: 'not-a-pass' },
    });
  });
  afterAll(async () => {
    await api?.cleanup();
    await stripeApi?.cleanup();
  });

  const paramOf = (url: string, name: string): string => {
    if (name === 'orderId') return ids.orderId;
    if (name === 'sessionId') return ids.sessionId;
    if (name === 'action') return 'confirm';
    if (name === 'slug') return url.includes('tea-item') ? 'sencha-superior-100g' : 'green-tea';
    if (url.startsWith('/cdn-cgi/')) return 'width=100/images/placeholder-tea.png';
    return url.startsWith('/images/') ? 'placeholder-tea.png' : 'index.html';
  };
  const each = (routes: RouteInfo[]) => routes.flatMap((r) => r.methods.map((m) => [m, r] as const));

  it('answers every probe below 500, and 400 where the schema types the value', async () => {
    const sweep = new Sweep(api, paramOf, bodies);
    for (const [method, route] of each(api.routes)) await sweep.route(method, route);
    // Routes only another configuration registers (the Stripe webhook), swept on an app configured so.
    const known = new Set(each(api.routes).map(([m, r]) => `${m} ${r.url}`));
    const stripeSweep = new Sweep(stripeApi, paramOf, bodies);
    for (const [method, route] of each(stripeApi.routes))
      if (!known.has(`${method} ${route.url}`)) await stripeSweep.route(method, route);
    expect([...sweep.failures, ...stripeSweep.failures]).toEqual([]);
    expect(sweep.sent).toBeGreaterThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // onResponse runs after inject resolves: one more turn for the last lines.
    await new Promise((resolve) => setImmediate(resolve));
    const reached = new Set([...log.reached, ...stripeLog.reached]);
    const missed = [...each(api.routes), ...each(stripeApi.routes)]
      .map(([m, r]) => `${m} ${r.url}`)
      .filter((route) => !reached.has(route));
    expect(missed).toEqual([]);
    expect(reached.has('POST /api/payments/stripe/webhook')).toBe(true);
  });

  it('bounds every string and number a route accepts', () => {
    const found = [...api.routes, ...stripeApi.routes].flatMap((r) =>
      PARTS.flatMap((part) =>
        r.schema?.[part] ? unbounded(r.schema[part], `${r.methods.join(',')} ${r.url} ${part}`) : [],
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('declares a body schema on every route that reads a body, but for the listed ones', () => {
    const readers = [...api.routes, ...stripeApi.routes].flatMap((r) =>
      r.methods.filter((m) => m === 'POST').map((m) => ({ key: `${m} ${r.url}`, schema: r.schema })),
    );
    const schemaless = readers.filter(({ schema }) => !schema?.body).map(({ key }) => key);
    // Routes that take no body at all (their handler never reads it) are fine too.
    const noBody = ['POST /api/qa/leave', 'POST /api/admin/reviews/:orderId/approve'];
    expect([...new Set(schemaless)].filter((key) => !noBody.includes(key)).sort()).toEqual(
      Object.keys(SCHEMALESS_BODIES).sort(),
    );
  });
});
