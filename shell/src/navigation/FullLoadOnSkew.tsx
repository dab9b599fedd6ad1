import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@sencha/platform/react-router';
import { matchPage } from '../routes/matchRoute';
import type { RouteDef } from '../routes/routeDefs';
import type { RouteStore } from '../routes/routeStore';
import { skewWatch, type SkewWatch } from './versionSkew';

/** The cart and checkout (the cartCheckout remote's pages): a shopper paying is never sent through a page load. */
export const keepsClientSide = (pathname: string, defs: readonly RouteDef[]): boolean =>
  matchPage(pathname, defs)?.def.id.startsWith('cartCheckout/') === true;

export interface FullLoadOnSkewProps {
  /** The routes the remotes declared, read at each navigation. */
  routes: Pick<RouteStore, 'getSnapshot'>;
  watch?: () => SkewWatch | null;
  assign?: (url: string) => void;
}

/**
 * Turns the client-side navigation after the live pointer moved into a full page load of the same address, so
 * the tab composes the live versions (versionSkew.ts). A layout effect: the page is replaced before the
 * client-side one is painted.
 */
export function FullLoadOnSkew({
  routes,
  watch = skewWatch,
  assign = (url) => window.location.assign(url),
}: FullLoadOnSkewProps) {
  const location = useLocation();
  const seen = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    // The page load is no navigation; StrictMode's second run of this effect sees the same location.
    const opening = seen.current === undefined;
    const at = `${location.key} ${location.pathname}${location.search}${location.hash}`;
    if (seen.current === at) return;
    seen.current = at;
    if (opening) return;
    const keep = keepsClientSide(location.pathname, routes.getSnapshot().defs);
    if (watch()?.onNavigation(keep)) assign(`${location.pathname}${location.search}${location.hash}`);
  }, [location, routes, watch, assign]);

  return null;
}
