import { isPageDef, type PageDef, type RouteDef } from './routeDefs';

/** Longer paths are no page of ours: they are not matched at all (a crafted URL costs nothing). */
export const MAX_MATCHED_PATH = 512;

export interface PageMatch {
  def: PageDef;
  params: Record<string, string>;
}

function matchOne(def: RouteDef, segments: string[]): Record<string, string> | null {
  const pattern = def.path === '' ? [] : def.path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}

/** The number of fixed segments: as in the router, `/checkout/x` prefers a fixed match over a parameter. */
const fixedSegments = (def: RouteDef) => def.path.split('/').filter((part) => !part.startsWith(':')).length;

/**
 * The page route a path belongs to, for the boot script and link prefetching (the router itself renders it).
 * Only plain `name/:param` patterns: a redirect, the catch-all or the shell's own pages are not matched, and a
 * path that is not valid URI or too long matches nothing.
 */
export function matchPage(pathname: string, defs: readonly RouteDef[]): PageMatch | null {
  if (pathname.length > MAX_MATCHED_PATH) return null;
  let segments: string[];
  try {
    segments = pathname
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length === 1 && segments[0] === '') segments = [];
  let best: PageMatch | null = null;
  for (const def of defs) {
    if (!isPageDef(def)) continue;
    const params = matchOne(def, segments);
    if (params && (!best || fixedSegments(def) > fixedSegments(best.def))) best = { def, params };
  }
  return best;
}
