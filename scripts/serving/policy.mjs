// The one definition of how the storefront's files are served: which are never cached, which are immutable,
// which are never public, and the security headers of every response. `npm start` (static-server.mjs) applies
// it directly; nginx gets it as generated includes (scripts/deploy-config.mjs writes nginx/includes/).
// See docs/serving.md.

export const CACHE_CONTROL = {
  never: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  short: 'public, max-age=3600',
};

/**
 * First match wins; the patterns are written once and used by JavaScript and by nginx (PCRE), so they keep to
 * the syntax both share.
 */
export const CACHE_RULES = [
  {
    name: 'entry points: what says where things are',
    pattern: String.raw`(^|/)(index\.html|main\.js|boot\.js|remoteEntry\.js|mf-manifest\.json|remotes\.json|config\.json)$`,
    cache: 'never',
  },
  {
    // A release folder is never rewritten (docs/releasing.md): a new version is a new path. The app and version
    // patterns are those of nginx's release location (nginx/templates/default.conf.template).
    name: 'files of a release, in its versioned folder',
    pattern: String.raw`^/remotes/[A-Za-z][A-Za-z0-9]{0,39}/\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9a-z][0-9a-z.-]{0,39})?/[^/]`,
    cache: 'immutable',
  },
  {
    name: 'routes of the single-page app, answered by index.html',
    pattern: String.raw`/[^./]*$`,
    cache: 'never',
  },
  {
    name: 'content-hashed chunks and styles',
    pattern: String.raw`\.[0-9a-f]{8}\.(js|css)$`,
    cache: 'immutable',
  },
  {
    name: 'content-hashed assets',
    pattern: String.raw`/assets/[^/]+\.[0-9a-f]{8}\.[a-z0-9]+$`,
    cache: 'immutable',
  },
];
export const DEFAULT_CACHE = 'short';

/** Source maps and build stats help attackers more than shoppers: never served (docs/serving.md#not-public). */
export const PRIVATE_FILES = String.raw`(\.map|/mf-stats\.json|/deferred-chunks\.json)(\.gz|\.br)?$`;

const cacheRegexes = CACHE_RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));
const privateRegex = new RegExp(PRIVATE_FILES);

/**
 * The Cache-Control header for a path as a browser asks for it (`/tea-item/x` is answered by index.html).
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  const rule = cacheRegexes.find(({ regex }) => regex.test(pathname));
  return CACHE_CONTROL[/** @type {keyof typeof CACHE_CONTROL} */ (rule?.cache ?? DEFAULT_CACHE)];
}

/** @param {string} pathname */
export function isPrivateFile(pathname) {
  return privateRegex.test(pathname);
}

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const GOOGLE_MAPS = { script: ['https://maps.googleapis.com'], connect: ['https://maps.googleapis.com'] };
const FLAGSMITH_DEFAULT_API = 'https://edge.api.flagsmith.com/api/v1/';
// Browsers refuse IPv6 literals in CSP sources, so [::1] cannot be allowed here (docs/qa-overrides.md).
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * @param {unknown} url
 * @param {string} [base]
 */
function originOf(url, base) {
  if (typeof url !== 'string' || url.length === 0) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {...(string | null | undefined | false | (string | null | undefined | false)[])} lists
 * @returns {string[]}
 */
function cspSources(...lists) {
  return /** @type {string[]} */ ([...new Set(lists.flat().filter(Boolean))]);
}

/**
 * The origins QA mode may load overrides from: exactly those config.json lists (`qaOverrides.allowedOrigins`),
 * `loopback` standing for any port on localhost and 127.0.0.1; none when the list is null or empty, or QA
 * overrides are off. Anything that is not an http(s) address is dropped.
 * @param {unknown} qaOverrides
 */
export function qaOriginsOf(qaOverrides) {
  if (!qaOverrides || typeof qaOverrides !== 'object') return [];
  const qa = /** @type {{ enabled?: unknown, allowedOrigins?: unknown }} */ (qaOverrides);
  if (!qa.enabled) return [];
  const listed = Array.isArray(qa.allowedOrigins) ? qa.allowedOrigins : [];
  return cspSources(
    listed.flatMap((/** @type {unknown} */ origin) =>
      origin === 'loopback' ? LOOPBACK : [originOf(origin)],
    ),
  );
}

/**
 * The sources the deployment needs, from its runtime config (config.json) and remotes.json. Third parties
 * appear only when configured; remote origins come from remotes.json. QA override origins are added only to the
 * policy of a page answered in QA mode (`qa`: its request carried a QA pass the API accepted), so a shopper's
 * page never allows them (docs/qa-overrides.md).
 * @param {{ config: Record<string, any>, remotes: Record<string, string> }} deployment
 * @param {{ qa?: boolean }} [options]
 */
export function contentSecurityPolicy({ config, remotes }, { qa = false } = {}) {
  const base = 'http://shop.invalid/';
  const remoteOrigins = Object.values(remotes ?? {})
    .map((url) => originOf(url, base))
    .filter((origin) => origin && origin !== 'http://shop.invalid');
  const qaOrigins = qa ? qaOriginsOf(config.qaOverrides) : [];
  const stripe = config.stripePublishableKey ? STRIPE : { script: [], frame: [], connect: [] };
  const maps = config.stripePublishableKey && config.mapsApiKey ? GOOGLE_MAPS : { script: [], connect: [] };
  const flagsmith = config.flagsmithEnvironmentId
    ? originOf(config.flagsmithApiUrl || FLAGSMITH_DEFAULT_API)
    : null;
  // A DSN's host is where Sentry's ingest receives envelopes.
  const sentry = config.sentryDsn ? originOf(config.sentryDsn) : null;
  // Optional replay and analytics (docs/observability.md#optional-integrations), only when configured.
  const openReplay = config.openReplayProjectKey
    ? originOf(config.openReplayIngestPoint || 'https://api.openreplay.com/ingest')
    : null;
  const openReplaySocket = openReplay ? openReplay.replace(/^http/, 'ws') : null;
  // Clarity's tag (www.clarity.ms) loads its recorder from scripts.clarity.ms, sends to *.clarity.ms and sets
  // pixels on *.clarity.ms and c.bing.com.
  const clarity = config.clarityProjectId
    ? {
        script: ['https://*.clarity.ms'],
        img: ['https://*.clarity.ms', 'https://c.bing.com'],
        connect: ['https://*.clarity.ms'],
      }
    : { script: [], img: [], connect: [] };
  const code = cspSources("'self'", remoteOrigins, qaOrigins);
  // imageTransformPrefix may name a transform host (docs/configuration.md); a plain path yields no origin.
  const imageHosts = [
    originOf(config.staticImageHost),
    originOf(config.fileHost),
    originOf(config.imageTransformPrefix),
  ];

  const directives = {
    'default-src': ["'self'"],
    'script-src': cspSources(code, stripe.script, maps.script, clarity.script),
    // React's style attributes need inline styles; scripts never get 'unsafe-inline'.
    'style-src': cspSources(code, "'unsafe-inline'"),
    'img-src': cspSources("'self'", 'data:', 'blob:', remoteOrigins, qaOrigins, imageHosts, clarity.img),
    'font-src': cspSources(code),
    'media-src': cspSources("'self'", remoteOrigins, qaOrigins, imageHosts),
    'connect-src': cspSources(
      code,
      originOf(config.apiBase),
      originOf(config.contactWorkflowUrl),
      flagsmith,
      sentry,
      openReplay,
      openReplaySocket,
      clarity.connect,
      stripe.connect,
      maps.connect,
    ),
    // 'self': the sandbox payment provider's card form, served by the API on the shop's origin.
    'frame-src': ["'self'", ...stripe.frame],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Only what the shop uses; Stripe's frames may ask for payment (wallets) when Stripe is configured.
 * @param {Record<string, any>} config
 */
export function permissionsPolicy(config) {
  const payment = config.stripePublishableKey ? '(self "https://js.stripe.com")' : '()';
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    `payment=${payment}`,
    'usb=()',
  ].join(', ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of a response in which a browser runs no script (scripts, styles, JSON, images, plain text): it may
 * load nothing and be framed nowhere. A page's headers are about 0.6 KB more per response, and nginx's HTTP/2
 * sends response headers whole each time (docs/serving.md#security-headers).
 */
export const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Content types a browser may show as a page (HTML, XHTML, SVG and other XML); nginx matches the same pattern,
 * case-insensitively. A response without a type gets a page's policy too: a 304's headers replace those the
 * browser stored with the page.
 */
export const DOCUMENT_TYPE_PATTERN = 'html|xml';
const documentTypeRegex = new RegExp(DOCUMENT_TYPE_PATTERN, 'i');

/** @param {string | number | readonly string[] | undefined} contentType */
export function isDocumentType(contentType) {
  return !contentType || documentTypeRegex.test(String(contentType));
}

/**
 * A page answered in QA mode is for the QA's browser alone: a shared cache (a CDN) must never keep it and serve
 * its policy, which allows the QA origins, to shoppers.
 */
export const QA_PAGE_CACHE = 'private, no-cache';

/**
 * The security headers (HSTS is added only over TLS: see isTls): `every` response's, and those that depend on
 * whether the response is a `document` (isDocumentType) or a `subresource`. `documentQa` is a page's in QA mode:
 * the same, with the QA origins in its policy; `document` never has them.
 * @param {import('./deployment.mjs').Deployment} deployment
 * @returns {{ every: Record<string, string>, document: Record<string, string>, documentQa: Record<string, string>, subresource: Record<string, string> }}
 */
export function securityHeaders(deployment) {
  const page = (/** @type {boolean} */ qa) => ({
    'Content-Security-Policy': contentSecurityPolicy(deployment, { qa }),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy(deployment.config),
  });
  return {
    every: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
    document: page(false),
    documentQa: page(true),
    subresource: { 'Content-Security-Policy': SUBRESOURCE_CSP },
  };
}

/**
 * HSTS only when the shopper reached us over TLS (directly or through a TLS-terminating proxy we trust).
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustForwardedProto
 */
export function isTls(req, trustForwardedProto) {
  if (/** @type {import('node:tls').TLSSocket | undefined} */ (req.socket)?.encrypted) return true;
  return trustForwardedProto && req.headers['x-forwarded-proto'] === 'https';
}
