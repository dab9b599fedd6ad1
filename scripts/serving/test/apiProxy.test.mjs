// The proxy in front of an upstream that misbehaves on purpose: each test makes one failure happen (a stall,
// a shopper who leaves, an answer cut short, an early 413) and checks what the shopper sees.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import { createApiProxy } from '../apiProxy.mjs';

/** @type {http.Server[]} */
const servers = [];
after(() => servers.forEach((server) => server.closeAllConnections?.() ?? server.close()));

/**
 * @param {http.RequestListener} handler
 * @returns {Promise<string>} the server's base URL
 */
function listen(handler) {
  const server = http.createServer(handler);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
    ),
  );
}

/**
 * @param {string} upstream
 * @param {Omit<Parameters<typeof createApiProxy>[0], 'target'>} [options]
 */
async function shopInFrontOf(upstream, options = {}) {
  const proxy = createApiProxy({ target: upstream, ...options });
  return listen((req, res) => {
    if (!proxy(req, res)) res.writeHead(200).end('static');
  });
}

/**
 * What the shopper gets: status, headers, text and whether the connection was reused, or the error.
 * @param {string} url
 * @param {{ method?: string, body?: string, agent?: http.Agent, path?: string, headers?: http.OutgoingHttpHeaders }} [options]
 * @returns {Promise<Record<string, any>>}
 */
function request(url, { method = 'GET', body, agent, path = '/api/thing', headers = {} } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text, reused: req.reusedSocket }),
        );
        res.on('error', (error) =>
          resolve({
            status: res.statusCode,
            error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message,
            text,
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ error: /** @type {NodeJS.ErrnoException} */ (error).code }));
    req.end(body);
  });
}

test('forwards X-Forwarded-For/Proto/Host and passes the API status through', async () => {
  /** @type {any} */
  let seen;
  const api = await listen((req, res) => {
    seen = req.headers;
    res.writeHead(418, { 'content-type': 'application/json' }).end('{"statusCode":418}');
  });
  const shop = await shopInFrontOf(api);
  const response = await request(shop, {
    headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  });
  assert.equal(response.status, 418);
  assert.equal(seen['x-forwarded-for'], '127.0.0.1');
  assert.equal(seen['x-forwarded-proto'], 'http');
  assert.equal(seen['x-forwarded-host'], new URL(shop).host);
  assert.equal((await request(shop, { path: '/about' })).text, 'static', 'other paths are not proxied');
});

test("robots.txt and sitemap.xml are the API's, with or without a query; look-alikes are not", async () => {
  /** @type {(string | undefined)[]} */
  const seen = [];
  const api = await listen((req, res) => {
    seen.push(req.url);
    res.writeHead(200).end('api');
  });
  const shop = await shopInFrontOf(api);
  for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap.xml?x=1'])
    assert.equal((await request(shop, { path })).text, 'api', path);
  for (const path of ['/robots.txt.map', '/sitemap.xml/x', '/docs/sitemap.xml'])
    assert.equal((await request(shop, { path })).text, 'static', path);
  assert.deepEqual(seen, ['/robots.txt', '/sitemap.xml', '/sitemap.xml?x=1']);
});

test('a stalled API answers 504 in the shared shape after the timeout', async () => {
  const api = await listen(() => undefined);
  const shop = await shopInFrontOf(api, { timeoutMs: 300 });
  const response = await request(shop);
  assert.equal(response.status, 504);
  assert.deepEqual(JSON.parse(response.text), {
    statusCode: 504,
    error: 'Gateway Timeout',
    message: 'The shop API took too long to answer.',
  });
});

test('when the shopper leaves, the request to the API is aborted', async () => {
  /** @type {any} */
  let upstreamClosed;
  const closed = new Promise((resolve) => (upstreamClosed = resolve));
  const api = await listen((req) => req.socket.on('close', upstreamClosed));
  const shop = await shopInFrontOf(api, { timeoutMs: 60_000 });
  const req = http.get(`${shop}/api/slow`);
  req.on('error', () => undefined);
  setTimeout(() => req.destroy(), 100);
  await closed; // would hang (and the test time out) if the upstream kept waiting
});

test('an answer cut short mid-stream cuts the connection: no error JSON inside the body', async () => {
  const api = await listen((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"items":[1,2,3');
    setTimeout(() => /** @type {import('node:net').Socket} */ (res.socket).destroy(), 50);
  });
  const shop = await shopInFrontOf(api);
  const response = await request(shop);
  assert.equal(response.status, 200);
  assert.ok(response.error, 'the shopper sees a broken response');
  assert.ok(!response.text.includes('statusCode'), response.text);
});

test('an API that is down answers 503 (restarting) or 502 in the shared shape', async () => {
  const closedPort = await listen(() => undefined).then((url) => {
    const server = /** @type {http.Server} */ (servers.pop());
    server.close();
    return url;
  });
  const restarting = await shopInFrontOf(closedPort, { isRestarting: () => true });
  const response = await request(restarting);
  assert.equal(response.status, 503);
  assert.equal(response.headers['retry-after'], '2');
  assert.equal(JSON.parse(response.text).error, 'Service Unavailable');
});

test('an oversized body is 413, and the same keep-alive connection keeps working', async () => {
  let received = 0;
  const api = await listen((req, res) => {
    received += 1;
    req.resume();
    req.on('end', () => res.writeHead(200).end('{}'));
  });
  const shop = await shopInFrontOf(api, { maxBodyBytes: 64 * 1024 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const big = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) });
  for (let i = 0; i < 5; i++) {
    const refused = await request(shop, { method: 'POST', body: big, agent });
    assert.equal(refused.status, 413);
    assert.equal(JSON.parse(refused.text).message, 'The request body is too large.');
    const next = await request(shop, { agent });
    assert.equal(next.status, 200);
    assert.equal(next.reused, true, 'the connection stayed open');
  }
  assert.equal(received, 5, 'no oversized body reached the API');
  agent.destroy();
});

test("the API's own early 413 reaches the shopper as 413, and the connection stays usable", async () => {
  // What Fastify does for a body over a route's limit: answer at once, without reading it, and close.
  const api = await listen((req, res) => {
    if (req.method === 'POST') {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"statusCode":413,"error":"Payload Too Large","message":"The request body is too large."}');
      return;
    }
    res.writeHead(200).end('{}');
  });
  const shop = await shopInFrontOf(api, { maxBodyBytes: 64 * 1024 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 5; i++) {
    const refused = await request(shop, { method: 'POST', body: 'x'.repeat(5000), agent });
    assert.equal(refused.status, 413);
    const next = await request(shop, { agent });
    assert.equal(next.status, 200);
    assert.equal(next.reused, true);
  }
  agent.destroy();
});
