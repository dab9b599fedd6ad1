import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cacheControlFor,
  contentSecurityPolicy,
  isDocumentType,
  isPrivateFile,
  QA_PAGE_CACHE,
  securityHeaders,
  SUBRESOURCE_CSP,
} from '../policy.mjs';
import { parseQaOrigins, withQaOrigins } from '../deployment.mjs';

/**
 * The sources of one directive of a policy.
 * @param {string} csp
 * @param {string} name
 * @returns {string[]}
 */
const directive = (csp, name) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const bare = {
  config: { qaOverrides: { enabled: false } },
  remotes: { catalog: '/remotes/catalog/1.0.0/mf-manifest.json' },
};

test('entry points, routes and the SPA fallback are never cached; hashed files are immutable', () => {
  for (const path of [
    '/',
    '/index.html',
    '/tea-item/sencha-superior-100g',
    '/main.js',
    '/boot.js',
    '/remotes.json',
    '/config.json',
    '/remotes/catalog/1.4.0/mf-manifest.json',
    '/remoteEntry.js',
  ])
    assert.equal(cacheControlFor(path), 'no-cache', path);
  for (const path of [
    '/445.fb2a17a7.js',
    '/main.a517d056.css',
    '/remotes/catalog/1.4.0/__federation_expose_HomePage.0f3a9c1d.js',
    '/assets/hero.1a2b3c4d.mp4',
  ])
    assert.equal(cacheControlFor(path), 'public, max-age=31536000, immutable', path);
  // Anything else in a release's versioned folder never changes either.
  assert.equal(
    cacheControlFor('/remotes/catalog/1.4.0-3f2a9c1/assets/leaf.svg'),
    'public, max-age=31536000, immutable',
  );
  assert.equal(cacheControlFor('/remotes/catalog/1.4.0/release.json'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/remotes/catalog/current/logo.svg'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/favicon.svg'), 'public, max-age=3600');
  // An unhashed asset must not be pinned for a year.
  assert.equal(cacheControlFor('/assets/logo.svg'), 'public, max-age=3600');
});

test('source maps and build stats are private; the rest is not', () => {
  assert.ok(isPrivateFile('/main.js.map'));
  assert.ok(isPrivateFile('/remotes/catalog/1.4.0/mf-stats.json'));
  // The build's precompressed copies are the same files.
  assert.ok(isPrivateFile('/remotes/catalog/1.4.0/mf-stats.json.gz'));
  assert.ok(isPrivateFile('/main.js.map.br'));
  assert.ok(!isPrivateFile('/remotes/catalog/1.4.0/mf-manifest.json'));
  assert.ok(!isPrivateFile('/main.js'));
});

test('scripts come only from the shop and its remotes, never inline', () => {
  const csp = contentSecurityPolicy({
    config: { qaOverrides: { enabled: false } },
    remotes: {
      catalog: 'https://catalog.cdn.example/1.0.0/mf-manifest.json',
      content: '/remotes/content/2/mf-manifest.json',
    },
  });
  assert.deepEqual(directive(csp, 'script-src'), ["'self'", 'https://catalog.cdn.example']);
  assert.ok(!csp.includes("'unsafe-eval'"));
  assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(csp, 'frame-src'), ["'self'"]);
});

test('third parties appear only when configured', () => {
  const without = contentSecurityPolicy(bare);
  for (const host of ['stripe.com', 'sentry', 'flagsmith', 'googleapis', 'clarity', 'openreplay', 'replay.'])
    assert.ok(!without.includes(host), host);

  const configured = contentSecurityPolicy({
    ...bare,
    config: {
      ...bare.config,
      stripePublishableKey: 'pk_test_123',
      sentryDsn: 'https://public@o42.ingest.sentry.io/7',
      flagsmithEnvironmentId: 'env-key',
      flagsmithApiUrl: null,
    },
  });
  assert.ok(directive(configured, 'script-src').includes('https://js.stripe.com'));
  assert.ok(directive(configured, 'frame-src').includes('https://hooks.stripe.com'));
  const connect = directive(configured, 'connect-src');
  assert.ok(connect.includes('https://api.stripe.com'));
  assert.ok(connect.includes('https://o42.ingest.sentry.io'), 'the DSN host, without its key');
  assert.ok(connect.includes('https://edge.api.flagsmith.com'), "Flagsmith's default API");
  assert.ok(!directive(configured, 'script-src').includes('https://o42.ingest.sentry.io'));

  const replay = contentSecurityPolicy({
    ...bare,
    config: {
      ...bare.config,
      openReplayProjectKey: 'k',
      openReplayIngestPoint: 'https://replay.example.com/ingest',
      clarityProjectId: 'c1',
    },
  });
  assert.ok(directive(replay, 'connect-src').includes('https://replay.example.com'));
  assert.ok(directive(replay, 'connect-src').includes('wss://replay.example.com'), 'the assist socket');
  // What Clarity really fetches: its tag, the recorder it loads, its collector and pixels.
  for (const [name, url] of [
    ['script-src', 'https://www.clarity.ms/tag/c1'],
    ['script-src', 'https://scripts.clarity.ms/0.8.9/clarity.js'],
    ['connect-src', 'https://k.clarity.ms/collect'],
    ['img-src', 'https://c.clarity.ms/c.gif'],
    ['img-src', 'https://c.bing.com/c.gif'],
  ])
    assert.ok(allows(directive(replay, name), url), `${name} allows ${url}`);
  assert.ok(
    !allows(
      directive(contentSecurityPolicy(bare), 'script-src'),
      'https://scripts.clarity.ms/0.8.9/clarity.js',
    ),
  );

  const transformHost = contentSecurityPolicy({
    ...bare,
    config: { ...bare.config, imageTransformPrefix: 'https://images.example.com' },
  });
  assert.ok(directive(transformHost, 'img-src').includes('https://images.example.com'));
  assert.ok(!directive(transformHost, 'script-src').includes('https://images.example.com'));
});

/**
 * Whether a CSP source list lets `url` load: an exact origin, or a `https://*.host` wildcard (CSP 3).
 * @param {string[]} sources
 * @param {string} url
 */
function allows(sources, url) {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source);
    if (wildcard) return protocol === wildcard[1] && host.endsWith(`.${wildcard[2]}`);
    return source === `${protocol}//${host}`;
  });
}

test("QA origins are in the QA page's policy only: exactly those listed, loopback only when listed", () => {
  const qa = (/** @type {unknown} */ allowedOrigins, enabled = true) =>
    securityHeaders({ ...bare, config: { qaOverrides: { enabled, allowedOrigins, ttlHours: 8 } } });
  const listed = qa(['https://qa.example', 'http://localhost:3105', 'javascript:alert(1)', '/relative']);
  for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src'])
    assert.deepEqual(
      directive(listed.documentQa['Content-Security-Policy'], name).filter((s) =>
        /qa\.example|localhost/.test(s),
      ),
      ['https://qa.example', 'http://localhost:3105'],
      name,
    );
  assert.deepEqual(directive(listed.documentQa['Content-Security-Policy'], 'script-src'), [
    "'self'",
    'https://qa.example',
    'http://localhost:3105',
  ]);
  // A shopper's page never allows them, whatever the list.
  for (const headers of [listed, qa(['loopback']), qa(null), qa([])])
    assert.ok(!/qa\.example|localhost|127\.0\.0\.1/.test(headers.document['Content-Security-Policy']));
  // No list, an empty one, or QA overrides off: no QA origin at all (no implicit loopback).
  for (const headers of [qa(null), qa([]), qa(undefined), qa(['https://qa.example'], false)])
    assert.equal(headers.documentQa['Content-Security-Policy'], headers.document['Content-Security-Policy']);
  assert.deepEqual(directive(qa(['loopback']).documentQa['Content-Security-Policy'], 'script-src'), [
    "'self'",
    'http://localhost:*',
    'http://127.0.0.1:*',
  ]);
  // Only the policy differs in QA mode.
  assert.equal(listed.documentQa['X-Frame-Options'], listed.document['X-Frame-Options']);
  assert.equal(listed.documentQa['Permissions-Policy'], listed.document['Permissions-Policy']);
  assert.equal(QA_PAGE_CACHE, 'private, no-cache');
});

test("the QA origins of a deployment: QA_ORIGINS parsed strictly, then in place of config.json's", () => {
  assert.equal(parseQaOrigins(undefined), null);
  assert.equal(parseQaOrigins('  '), null);
  assert.deepEqual(parseQaOrigins('http://localhost:3105, loopback,https://qa.example/'), [
    'http://localhost:3105',
    'loopback',
    'https://qa.example',
  ]);
  for (const bad of [
    'qa.example',
    'ftp://qa.example',
    'https://qa.example/builds',
    'https://a@qa.example',
    ',',
  ])
    assert.throws(() => parseQaOrigins(bad), /^Error: QA_ORIGINS: ".*" is not an http\(s\) origin/, bad);
  const deployment = {
    config: { qaOverrides: { enabled: true, allowedOrigins: [], ttlHours: 8 } },
    remotes: {},
  };
  const overlaid = withQaOrigins(deployment, ['https://qa.example']);
  assert.deepEqual(overlaid.config.qaOverrides, {
    enabled: true,
    allowedOrigins: ['https://qa.example'],
    ttlHours: 8,
  });
  assert.deepEqual(deployment.config.qaOverrides.allowedOrigins, [], 'the deployment read is not changed');
  assert.equal(withQaOrigins(deployment, null).config, deployment.config);
  assert.deepEqual(withQaOrigins({ config: {}, remotes: {} }, ['https://qa.example']).config, {});
});

test("every response carries nosniff and the referrer policy; a page gets the page's policy", () => {
  const { every, document, subresource } = securityHeaders(bare);
  assert.equal(every['X-Content-Type-Options'], 'nosniff');
  assert.equal(every['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.equal(document['Content-Security-Policy'], contentSecurityPolicy(bare));
  assert.equal(document['X-Frame-Options'], 'DENY');
  assert.match(document['Permissions-Policy'], /camera=\(\)/);
  assert.match(document['Permissions-Policy'], /payment=\(\)/);
  // What a browser never shows as a page needs no page policy, but may still load nothing and not be framed.
  assert.deepEqual(subresource, { 'Content-Security-Policy': SUBRESOURCE_CSP });
  assert.equal(directive(SUBRESOURCE_CSP, 'default-src').join(' '), "'none'");
  assert.equal(directive(SUBRESOURCE_CSP, 'frame-ancestors').join(' '), "'none'");
  const withStripe = securityHeaders({
    ...bare,
    config: { ...bare.config, stripePublishableKey: 'pk_test_1' },
  });
  assert.match(withStripe.document['Permissions-Policy'], /payment=\(self "https:\/\/js\.stripe\.com"\)/);
});

test('what a browser may show as a page gets the page policy, and so does an answer without a type', () => {
  for (const type of [
    'text/html',
    'text/html; charset=utf-8',
    'TEXT/HTML',
    'application/xhtml+xml',
    'image/svg+xml',
    'application/xml',
    'text/xml; charset=utf-8',
    // A 304 has no type, and its headers replace those stored with the page.
    undefined,
    '',
  ])
    assert.equal(isDocumentType(type), true, String(type));
  for (const type of [
    'application/javascript',
    'text/javascript; charset=utf-8',
    'text/css',
    'application/json; charset=utf-8',
    'image/png',
    'image/webp',
    'text/plain',
    'font/woff2',
  ])
    assert.equal(isDocumentType(type), false, type);
});
