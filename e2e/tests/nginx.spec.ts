import { connect } from 'node:http2';
import { expect, test } from '@playwright/test';
import { brotliAvailable, nginxAvailable, startNginx, type RunningNginx } from '../support/nginxServer';
import { expectProtectiveHeaders, expectServingPolicy } from '../support/servingPolicy';
import { expectRobotsAndSitemap, expectServedShareTags } from '../support/seo';
import { readyCart, storeCart } from '../support/shop';

test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx;

test.beforeAll(async () => {
  test.skip(!nginxAvailable() && !process.env.CI, 'nginx is not installed on this machine');
  nginx = await startNginx(8088, '127.0.0.1:4000');
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('files that say where things are are never cached', async ({ request }) => {
  for (const path of ['/remotes.json', '/config.json', '/', '/remotes/content/0.1.0/mf-manifest.json']) {
    const response = await request.get(`${nginx.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('nginx applies the same cache rules, private files and security headers as npm start', async ({
  request,
}) => {
  await expectServingPolicy(request, nginx.url, `${nginx.url}/remotes/content/0.1.0/mf-manifest.json`);
});

test("nginx's own errors in front of the API speak the API's error shape", async ({ request }) => {
  const tooLarge = await request.post(`${nginx.url}/api/communications/newsletter/subscribe`, {
    data: { email: 'a'.repeat(2 * 1024 * 1024) },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'The request body is too large.',
  });
  expectProtectiveHeaders(tooLarge.headers(), '413');

  // An API that is not there (nothing listens on port 9): 503 with Retry-After, not nginx's HTML page.
  const apiDown = await startNginx(8089, '127.0.0.1:9');
  try {
    const response = await request.get(`${apiDown.url}/api/health`);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('2');
    expect((await response.json()).error).toBe('Service Unavailable');
    expectProtectiveHeaders(response.headers(), '503');
    expect((await request.get(`${apiDown.url}/about`)).status()).toBe(200);
  } finally {
    await apiDown.stop();
  }
});

/** The page policy's sources of a loopback or QA origin: none for a shopper under nginx. */
const loopbackSources = (csp: string) => csp.split(/[ ;]+/).filter((s) => /localhost|127\.0\.0\.1/.test(s));

test("a shopper's page allows no QA origin, and a QA pass the API refuses changes nothing", async ({
  request,
}) => {
  const shopper = await request.get(`${nginx.url}/home`);
  const csp = shopper.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('script-src ');
  for (const path of ['/', '/home', '/versions', '/index.html']) {
    const page = await request.get(`${nginx.url}${path}`);
    expect(loopbackSources(page.headers()['content-security-policy'] ?? ''), path).toEqual([]);
  }
  // A forged pass: the API says no (X-Sencha-Qa: 0), so the page is a shopper's, cacheable as one.
  const forged = await request.get(`${nginx.url}/home`, { headers: { Cookie: 'sencha_qa_pass=forged' } });
  expect(forged.status()).toBe(200);
  expect(forged.headers()['content-security-policy']).toBe(csp);
  expect(forged.headers()['cache-control']).toBe('no-cache');
});

test('with the API down, a page asked with a QA pass is served as a shopper gets it', async ({ request }) => {
  // Pages here would allow the QA origin in QA mode: the shopper's policy below is told apart from it.
  const apiDown = await startNginx(8093, '127.0.0.1:9', undefined, { qaOrigins: ['http://localhost:3105'] });
  try {
    const shopper = await request.get(`${apiDown.url}/home`);
    expect(loopbackSources(shopper.headers()['content-security-policy'] ?? '')).toEqual([]);
    for (const path of ['/home', '/versions']) {
      const withPass = await request.get(`${apiDown.url}${path}`, {
        headers: { Cookie: 'sencha_qa_pass=v1.9999999999.forged' },
      });
      expect(withPass.status(), path).toBe(200);
      expect(withPass.headers()['content-security-policy'], path).toBe(
        shopper.headers()['content-security-policy'],
      );
      expect(withPass.headers()['cache-control'], path).toBe('no-cache');
    }
  } finally {
    await apiDown.stop();
  }
});

test('remotes are served cross-origin with immutable hashed chunks, precompressed', async ({ request }) => {
  const manifest = await (await request.get(`${nginx.url}/remotes/content/0.1.0/mf-manifest.json`)).json();
  const expose = manifest.exposes[0];
  const chunk: string = expose.assets.js.sync.find((file: string) => /\.[0-9a-f]{8}\.js$/.test(file));
  const response = await request.get(`${nginx.url}/remotes/content/0.1.0/${chunk}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  const remoteEntry = await request.get(`${nginx.url}/remotes/content/0.1.0/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(remoteEntry.headers()['cache-control']).toBe('no-cache');
  // The build's own .gz copy, sent as it is.
  expect(remoteEntry.headers()['content-encoding']).toBe('gzip');
});

test("browsers that accept brotli get the build's .br copy", async ({ request }) => {
  test.skip(!brotliAvailable() && !process.env.CI, "nginx's brotli_static module is not installed here");
  for (const path of ['/remotes/content/0.1.0/remoteEntry.js', '/main.js']) {
    const response = await request.get(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(response.headers()['vary'], path).toContain('Accept-Encoding');
  }
});

test('only release folders are public in the releases folder', async ({ request }) => {
  // A release's own record is public (the /versions page reads it); the promotion history is not.
  const record = await request.get(`${nginx.url}/remotes/content/0.1.0/release.json`);
  expect(record.status()).toBe(200);
  expect((await record.json()).version).toBe('0.1.0');
  for (const path of ['/remotes/history.json', '/remotes/shell/live/index.html', '/remotes/content/']) {
    const response = await request.get(`${nginx.url}${path}`);
    expect(response.status(), path).toBe(404);
    expectProtectiveHeaders(response.headers(), path);
  }
});

test('deep links answer with the shell, the API is proxied, traversal is refused', async ({ request }) => {
  const deepLink = await request.get(`${nginx.url}/tea-item/sencha-superior`);
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect(await deepLink.text()).toContain('<div id=root>');

  const health = await request.get(`${nginx.url}/api/health`);
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');

  const missing = await request.get(`${nginx.url}/remotes/content/0.1.0/no-such-chunk.js`);
  expect(missing.status()).toBe(404);
  const traversal = await request.get(`${nginx.url}/remotes/..%2f..%2fetc/passwd`);
  expect([400, 404]).toContain(traversal.status());
});

test("robots.txt and sitemap.xml come from the API through nginx, with the shop's headers", async ({
  request,
  baseURL,
}) => {
  // Behind this nginx is the API `npm start` runs, whose PUBLIC_URL is the shop's address there (baseURL); a
  // deployment sets PUBLIC_URL to the address nginx is published at.
  const { robots, sitemap } = await expectRobotsAndSitemap(request, nginx.url, baseURL!);
  expectProtectiveHeaders(robots.headers(), 'nginx /robots.txt');
  expectProtectiveHeaders(sitemap.headers(), 'nginx /sitemap.xml');
  // Compressed on the way, as the API sends it.
  expect(sitemap.headers()['content-encoding']).toBe('gzip');
});

test('a shared link shows share tags on the public origin (PUBLIC_URL) in the HTML nginx sends', async ({
  request,
}) => {
  // Asked for with gzip and br accepted: never a precompressed copy without the substitution.
  const page = await expectServedShareTags(request, nginx.url, nginx.url, '/tea-item/sencha-superior');
  expectProtectiveHeaders(page.headers(), 'nginx /tea-item');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const versions = await request.get(`${nginx.url}/versions`);
  expect(versions.headers()['x-robots-tag']).toBe('noindex');
  expect(await versions.text()).toContain(`${nginx.url}/images/share-default.png`);
});

test('the composed shop works through nginx', async ({ page }) => {
  await page.goto(`${nginx.url}/about`);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page).toHaveTitle('About - Sencha Tea');
  await page.goto(`${nginx.url}/vdp`);
  await expect(page).toHaveURL(/\/vulnerability-disclosure-program$/);
  await expect(page.getByRole('heading', { name: 'Program Scope', exact: true })).toBeVisible();
});

test("the sandbox's card form is framed by the checkout page, with its own frame policy only", async ({
  page,
  request,
}) => {
  const cart = await readyCart(request, nginx.url);
  const created = await request.post(`${nginx.url}/api/checkout/session`, { data: cart });
  expect(created.status()).toBe(201);
  const form = await request.get(`${nginx.url}${(await created.json()).url}`);
  const headers = form.headersArray().map((h) => [h.name.toLowerCase(), h.value]);
  const csp = headers.filter(([name]) => name === 'content-security-policy');
  expect(csp).toHaveLength(1);
  expect(csp[0]![1]).toContain("frame-ancestors 'self'");
  expect(headers.filter(([name]) => name === 'x-frame-options')).toEqual([['x-frame-options', 'SAMEORIGIN']]);

  await storeCart(page, cart);
  await page.goto(`${nginx.url}/checkout`);
  const frame = page.frameLocator('iframe[title="Payment form (test payments)"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
});

test('the bench’s HTTPS port serves the same site over HTTP/2', async () => {
  const tls = await startNginx(8091, '127.0.0.1:4000', undefined, { tlsPort: 8444 });
  try {
    expect(tls.tlsUrl).toBe('https://127.0.0.1:8444');
    // The certificate is made for the run: this client, like the measuring browser, is told to accept it.
    const session = connect(tls.tlsUrl!, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        session.on('error', reject);
        const stream = session.request({ ':path': '/home' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(/<div id="?root"?>/);
    } finally {
      session.close();
    }
  } finally {
    await tls.stop();
  }
});
