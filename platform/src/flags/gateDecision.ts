/**
 * The root view's gate (docs/product-rules/navigation.md#flags-gate): maintenance has priority over coming-soon; each
 * sends the shopper away with a returnUrl, and when both are off a shopper on either page goes back to
 * returnUrl (default /).
 */
export interface GateInput {
  maintenance: boolean;
  comingSoon: boolean;
  /** Current path + query, e.g. '/tea-item/sencha?x=1'. */
  url: string;
}

const MAINTENANCE = '/maintenance';
const COMING_SOON = '/coming-soon';

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

/**
 * Pages the gate leaves open: the newsletter's e-mail links must work whatever the shop's state (a sign-up made
 * on the coming-soon page is confirmed from there, and an unsubscribe link must always work).
 */
const UNGATED_PREFIXES = ['/the-first-steep/'];
const ungated = (path: string) => UNGATED_PREFIXES.some((prefix) => path.startsWith(prefix));

function withReturnUrl(target: string, url: string): string {
  return `${target}?returnUrl=${encodeURIComponent(url)}`;
}

/** A local path to return to; anything else (another origin, a script URL) goes home. */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  const path = pathOf(value);
  if (path === MAINTENANCE || path === COMING_SOON) return '/';
  return value;
}

/** Where to navigate, or null to stay. */
export function gateRedirect({ maintenance, comingSoon, url }: GateInput): string | null {
  const path = pathOf(url);
  if (ungated(path)) return null;
  if (maintenance) return path === MAINTENANCE ? null : withReturnUrl(MAINTENANCE, url);
  if (comingSoon) return path === COMING_SOON ? null : withReturnUrl(COMING_SOON, url);
  if (path === MAINTENANCE || path === COMING_SOON) {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return safeReturnUrl(new URLSearchParams(query).get('returnUrl'));
  }
  return null;
}
