import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import { hasQaPass, qaVerifier } from '../qaMode.mjs';

// A stand-in for the API's GET /api/qa/status: the cookie `sencha_qa_pass=good` is valid; the rest of the
// cookie value picks a misbehaviour.
/** @type {{ url?: string, headers: http.IncomingHttpHeaders }[]} */
const seen = [];
const api = http.createServer((req, res) => {
  seen.push({ url: req.url, headers: req.headers });
  const cookie = req.headers.cookie ?? '';
  if (cookie.includes('slow'))
    return setTimeout(() => res.writeHead(200, { 'X-Sencha-Qa': '1' }).end(), 1_000);
  if (cookie.includes('broken')) return res.writeHead(500, { 'X-Sencha-Qa': '1' }).end();
  const qa = /(?:^|; )sencha_qa_pass=good(?:;|$)/.test(cookie);
  res.writeHead(200, { 'X-Sencha-Qa': qa ? '1' : '0', 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ qa }));
});
await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
const apiUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}/`;
after(() => api.close());

/**
 * A page request as the server hands it to the verifier: only its headers are read.
 * @param {string} cookie
 * @param {Record<string, string>} [extra]
 */
const request = (cookie, extra = {}) =>
  /** @type {http.IncomingMessage} */ (
    /** @type {unknown} */ ({ headers: { cookie, 'user-agent': 'shopper', ...extra } })
  );

test('the API decides: X-Sencha-Qa 1 is QA mode, and only the Cookie header goes to it', async () => {
  const verify = qaVerifier(apiUrl);
  seen.length = 0;
  assert.equal(await verify(request('theme=dark; sencha_qa_pass=good', { authorization: 'x' })), true);
  assert.equal(await verify(request('sencha_qa_pass=forged')), false);
  assert.equal(seen[0].url, '/api/qa/status');
  assert.equal(seen[0].headers.cookie, 'theme=dark; sencha_qa_pass=good');
  assert.equal(seen[0].headers.authorization, undefined);
  assert.notEqual(seen[0].headers['user-agent'], 'shopper');
});

test('an API that fails, is slow or is not there means not QA', async () => {
  assert.equal(await qaVerifier(apiUrl)(request('sencha_qa_pass=good; broken=1')), false);
  const started = Date.now();
  assert.equal(await qaVerifier(apiUrl, { timeoutMs: 100 })(request('sencha_qa_pass=good; slow=1')), false);
  assert.ok(Date.now() - started < 900, 'gave up at the timeout');
  assert.equal(await qaVerifier('http://127.0.0.1:9')(request('sencha_qa_pass=good')), false);
  const failing = () => Promise.reject(new TypeError('fetch failed'));
  assert.equal(await qaVerifier(apiUrl, { fetchImpl: failing })(request('sencha_qa_pass=good')), false);
});

test('a request is worth asking about only when it carries the pass cookie', () => {
  assert.ok(hasQaPass('sencha_qa_pass=v1.x'));
  assert.ok(hasQaPass('theme=dark; sencha_qa_pass=v1.x'));
  assert.ok(!hasQaPass(undefined));
  assert.ok(!hasQaPass('sencha_qa=1700000000'));
  assert.ok(!hasQaPass('not_sencha_qa_pass=v1.x'));
});
