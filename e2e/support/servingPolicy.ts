import { expect, type APIRequestContext } from '@playwright/test';

export const NEVER_CACHED = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy of what a browser never shows as a page (scripts/serving/policy.mjs SUBRESOURCE_CSP). */
export const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every response of the shop carries, from either server (scripts/serving/policy.mjs): a page (or an
 * answer without a type, a 304) gets the page's policy, anything else the subresource one.
 */
export function expectProtectiveHeaders(headers: Record<string, string>, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Plain HTTP here: HSTS is only sent over TLS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  const type = headers['content-type'] ?? '';
  if (type && !/html|xml/i.test(type)) {
    expect(headers['content-security-policy'], `${what} (${type})`).toBe(SUBRESOURCE_CSP);
    expect(headers['x-frame-options'], what).toBeUndefined();
    expect(headers['permissions-policy'], what).toBeUndefined();
    return;
  }
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc, what).toContain("'self'");
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
}

/** A content-hashed chunk of a remote, read from its manifest. */
export async function hashedChunkOf(request: APIRequestContext, manifestUrl: string): Promise<string> {
  const manifest = await (await request.get(manifestUrl)).json();
  const files: string[] = manifest.exposes.flatMap(
    (expose: { assets: { js: { sync: string[] } } }) => expose.assets.js.sync,
  );
  const chunk = files.find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  if (!chunk) throw new Error(`no hashed chunk in ${manifestUrl}`);
  return new URL(chunk, manifestUrl).toString();
}

/** Checks what a server answers for each kind of file: cache rule, private files, and the headers. */
export async function expectServingPolicy(
  request: APIRequestContext,
  shopUrl: string,
  manifestUrl: string,
): Promise<void> {
  const neverCached = [
    '/',
    '/tea-item/sencha-superior-100g',
    '/index.html',
    '/main.js',
    '/config.json',
    '/remotes.json',
  ];
  for (const path of neverCached) {
    const response = await request.get(`${shopUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(NEVER_CACHED);
    expectProtectiveHeaders(response.headers(), path);
  }
  // Each kind of answer is met: pages get the page's policy, files the short one.
  const page = await request.get(`${shopUrl}/tea-item/sencha-superior-100g`);
  expect(page.headers()['content-security-policy']).toContain('script-src ');
  const entry = await request.get(`${shopUrl}/main.js`);
  expect(entry.headers()['content-security-policy']).toBe(SUBRESOURCE_CSP);
  // A 304's headers replace those the browser stored with the page: it must never carry the short policy.
  const revalidated = await request.get(`${shopUrl}/tea-item/sencha-superior-100g`, {
    headers: { 'If-None-Match': page.headers()['etag'] ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['cache-control']).toBe(NEVER_CACHED);
  expectProtectiveHeaders(manifest.headers(), manifestUrl);

  const chunkUrl = await hashedChunkOf(request, manifestUrl);
  const chunk = await request.get(chunkUrl);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
  expectProtectiveHeaders(chunk.headers(), chunkUrl);

  for (const hidden of [
    `${chunkUrl}.map`,
    new URL('mf-stats.json', manifestUrl).toString(),
    `${shopUrl}/main.js.map`,
    // Spelled another way, or the build's precompressed copy.
    `${shopUrl}/main.js.m%61p`,
    new URL('mf-stats.json.gz', manifestUrl).toString(),
  ]) {
    const response = await request.get(hidden);
    expect(response.status(), hidden).toBe(404);
    expectProtectiveHeaders(response.headers(), hidden);
  }

  const api = await request.get(`${shopUrl}/api/health`);
  expect(api.status()).toBe(200);
  expectProtectiveHeaders(api.headers(), '/api/health');
  const missing = await request.get(`${shopUrl}/api/no-such-route`);
  expect(missing.status()).toBe(404);
  expectProtectiveHeaders(missing.headers(), '/api/no-such-route');
}
