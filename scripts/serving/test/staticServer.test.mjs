import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createStaticServer, listen } from '../../static-server.mjs';

const root = mkdtempSync(join(tmpdir(), 'sencha-static-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<div id=root></div>');
writeFileSync(join(root, 'main.js'), 'void 0');
writeFileSync(join(root, 'main.js.map'), '{"sources":["secret.ts"]}');
writeFileSync(join(root, 'mf-stats.json'), '{}');
writeFileSync(join(root, 'mf-stats.json.gz'), 'gz');
writeFileSync(join(root, '445.fb2a17a7.js'), 'void 0');
// Fixture headers, one value per kind, so each answer shows which kind it got.
const headers = {
  every: { 'X-Test-Policy': 'on' },
  document: { 'Content-Security-Policy': 'page policy', 'X-Frame-Options': 'DENY' },
  subresource: { 'Content-Security-Policy': 'subresource policy' },
};
const server = await listen(
  createStaticServer({
    root,
    spa: true,
    headers,
    // An answer that sets its own frame policy, as the API's sandbox card form does through the proxy.
    before: (req, res) => {
      if (req.url !== '/framed') return false;
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Security-Policy': "frame-ancestors 'self'",
        'X-Frame-Options': 'SAMEORIGIN',
      });
      res.end('<p>framed</p>');
      return true;
    },
  }),
  0,
  '127.0.0.1',
);
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
after(() => server.close());

test('private files stay private however the path is spelled', async () => {
  for (const path of [
    '/main.js.map',
    '/main.js.map/',
    '/main.js.m%61p',
    '/mf-stats.json',
    '/mf-stats.json.gz',
    '/%E0%A4%A',
  ]) {
    const response = await fetch(`${base}${path}`);
    assert.equal(response.status, 404, path);
    assert.equal(
      response.headers.get('x-test-policy'),
      'on',
      `${path}: the policy headers are on errors too`,
    );
    assert.ok(!(await response.text()).includes('secret'), path);
  }
});

test('deep links get index.html, never cached; hashed chunks are immutable', async () => {
  const deepLink = await fetch(`${base}/tea-item/sencha-superior-100g`);
  assert.equal(deepLink.status, 200);
  assert.equal(await deepLink.text(), '<div id=root></div>');
  assert.equal(deepLink.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${base}/main.js`)).headers.get('cache-control'), 'no-cache');
  const chunk = await fetch(`${base}/445.fb2a17a7.js`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers.get('x-test-policy'), 'on');
});

test("pages get the page's policy, other files the subresource one, and an answer's own is kept", async () => {
  const page = await fetch(`${base}/tea-item/sencha-superior-100g`);
  assert.equal(page.headers.get('content-security-policy'), 'page policy');
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
  assert.equal(page.headers.get('x-test-policy'), 'on');
  for (const path of ['/main.js', '/445.fb2a17a7.js', '/main.js.map']) {
    const file = await fetch(`${base}${path}`);
    assert.equal(file.headers.get('content-security-policy'), 'subresource policy', path);
    assert.equal(file.headers.get('x-frame-options'), null, path);
    assert.equal(file.headers.get('x-test-policy'), 'on', path);
  }
  const framed = await fetch(`${base}/framed`);
  assert.equal(framed.headers.get('content-security-policy'), "frame-ancestors 'self'");
  assert.equal(framed.headers.get('x-frame-options'), 'SAMEORIGIN');
});

test("a 304 carries the page's policy, since its headers replace those stored with the page", async () => {
  const page = `${base}/tea-item/sencha-superior-100g`;
  const etag = /** @type {string} */ ((await fetch(page)).headers.get('etag'));
  const notModified = await fetch(page, { headers: { 'If-None-Match': etag } });
  assert.equal(notModified.status, 304);
  assert.equal(notModified.headers.get('content-security-policy'), 'page policy');
});

// QA mode: a shell server whose verifier (qaMode.mjs qaVerifier in npm start) is a fake with a record of what
// it was asked. `good` is a pass the API accepts; `slow-fail` one whose check fails.
/** @type {string[]} */
const asked = [];
const qaHeaders = {
  ...headers,
  documentQa: { ...headers.document, 'Content-Security-Policy': 'QA page policy' },
};
const qaServer = await listen(
  createStaticServer({
    root,
    spa: true,
    headers: qaHeaders,
    render: (pathname) =>
      pathname === '/rendered'
        ? { file: '/index.html', type: 'text/html; charset=utf-8', body: '<p>r</p>' }
        : null,
    qaMode: async (req) => {
      asked.push(`${req.method} ${req.url}`);
      // Asked only for a request that carries a pass cookie (static-server.mjs isQaPage).
      const cookie = req.headers.cookie ?? '';
      if (cookie.includes('sencha_qa_pass=fails')) throw new Error('API down');
      return cookie.includes('sencha_qa_pass=good');
    },
  }),
  0,
  '127.0.0.1',
);
const qaBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (qaServer.address()).port}`;
after(() => qaServer.close());
/**
 * Fetch options of a request carrying the QA pass `pass`.
 * @param {string} pass
 * @param {Record<string, string>} [extra] more headers
 */
const withPass = (pass, extra = {}) => ({
  headers: { Cookie: `theme=dark; sencha_qa_pass=${pass}`, ...extra },
});

test('the verifier is asked only about a page read with a QA pass cookie', async () => {
  asked.length = 0;
  await fetch(`${qaBase}/tea-item/sencha`);
  await fetch(`${qaBase}/tea-item/sencha`, {
    headers: { Cookie: 'sencha_qa=1700000000; other_sencha_qa_pass=x' },
  });
  for (const path of ['/main.js', '/445.fb2a17a7.js', '/main.js.map'])
    await fetch(`${qaBase}${path}`, withPass('good'));
  await fetch(`${qaBase}/tea-item/sencha`, { method: 'POST', ...withPass('good') });
  assert.deepEqual(asked, []);
  await fetch(`${qaBase}/tea-item/sencha`, withPass('good'));
  await fetch(`${qaBase}/`, { method: 'HEAD', ...withPass('good') });
  await fetch(`${qaBase}/rendered`, withPass('good'));
  assert.deepEqual(asked, ['GET /tea-item/sencha', 'HEAD /', 'GET /rendered']);
});

test('a page in QA mode gets the QA page policy and is kept private, a 304 too; a script never', async () => {
  for (const path of ['/tea-item/sencha', '/rendered']) {
    const page = await fetch(`${qaBase}${path}`, withPass('good'));
    assert.equal(page.status, 200, path);
    assert.equal(page.headers.get('content-security-policy'), 'QA page policy', path);
    assert.equal(page.headers.get('cache-control'), 'private, no-cache', path);
    assert.equal(page.headers.get('x-frame-options'), 'DENY', path);
    const etag = /** @type {string} */ (page.headers.get('etag'));
    const notModified = await fetch(`${qaBase}${path}`, withPass('good', { 'If-None-Match': etag }));
    assert.equal(notModified.status, 304, path);
    assert.equal(notModified.headers.get('content-security-policy'), 'QA page policy', path);
    assert.equal(notModified.headers.get('cache-control'), 'private, no-cache', path);
    // The same page revalidated by a shopper: the shopper's policy on the 304 (sirv's carries no Cache-Control).
    const shopper = await fetch(`${qaBase}${path}`, { headers: { 'If-None-Match': etag } });
    assert.equal(shopper.status, 304, path);
    assert.equal(shopper.headers.get('content-security-policy'), 'page policy', path);
    assert.notEqual(shopper.headers.get('cache-control'), 'private, no-cache', path);
  }
  const script = await fetch(`${qaBase}/main.js`, withPass('good'));
  assert.equal(script.headers.get('content-security-policy'), 'subresource policy');
  assert.equal(script.headers.get('cache-control'), 'no-cache');
});

test("a pass the verifier refuses, or a verifier that fails, gets the shopper's page", async () => {
  for (const pass of ['forged', 'fails']) {
    const page = await fetch(`${qaBase}/tea-item/sencha`, withPass(pass));
    assert.equal(page.status, 200, pass);
    assert.equal(page.headers.get('content-security-policy'), 'page policy', pass);
    assert.equal(page.headers.get('cache-control'), 'no-cache', pass);
  }
});
