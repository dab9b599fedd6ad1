/**
 * What error reporting and session replay may know of an address: its path, with the ids that open a checkout
 * session or an order replaced by placeholders, and never its query or fragment (a newsletter link's token
 * names the shopper's e-mail). Applied to every event, breadcrumb, span name and replay recording before it
 * leaves the browser (docs/observability.md#what-is-never-sent).
 */

/** Paths whose last segment is a bearer secret: a checkout session id or an order id. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/api)?\/checkout\/session\/[^/]+/, '$1/checkout/session/:sessionId'],
  [/^(\/api)?\/checkout\/sandbox\/[^/]+/, '$1/checkout/sandbox/:sessionId'],
  [/^\/checkout\/[^/]+/, '/checkout/:sessionId'],
  [/^(\/api)?\/order\/[^/]+/, '$1/order/:orderId'],
  [/^\/sencha-steep-in-transit\/[^/]+/, '/sencha-steep-in-transit/:orderId'],
];

/** A path with its secret ids replaced (a path already parameterised is left as it is). */
export function scrubPath(path: string): string {
  for (const [pattern, replacement] of SECRET_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, replacement);
  }
  return path;
}

/** An absolute or root-relative URL without query and fragment, its secret ids replaced. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const bare = cut < 0 ? url : url.slice(0, cut);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(bare)?.[0] ?? '';
  return origin + scrubPath(bare.slice(origin.length));
}

/**
 * URLs inside a longer text ("GET http://host/api/order/abc", "/checkout/cs_1 -> /home"): absolute ones, and
 * root-relative paths not preceded by a word character (so "1/2" or a date is left alone).
 */
// A backslash ends a URL too: inside a JSON text (a replay recording) it escapes the quote that follows.
const URL_IN_TEXT = /[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()\\]*|(?<![\w.:/])\/[^\s"'`<>()\\]*/gi;

export function scrubText(text: string): string {
  return text.includes('/') || text.includes('?') ? text.replace(URL_IN_TEXT, scrubUrl) : text;
}

/** Span and breadcrumb attributes that hold only a query or a fragment: dropped. */
const QUERY_KEYS = new Set(['http.query', 'http.fragment', 'url.query', 'url.fragment']);

/** Every string in a JSON-like value, scrubbed (a copy: the input is not changed). */
export function scrubDeep<T>(value: T): T {
  return scrub(value, 0) as T;
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  // Sentry normalises events to a depth far below this; the bound only stops a cycle.
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  // Plain objects only (of any window: a replayed iframe's nodes come from its own realm).
  if (Object.prototype.toString.call(value) !== '[object Object]') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!QUERY_KEYS.has(key)) copy[key] = scrub(item, depth + 1);
  }
  return copy;
}
