import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { DEFAULT_TITLE, applyPageMetadata, canonicalUrl } from '@sencha/shared';
import { scrollToTop } from './scrollToTop';

interface RouteHandle {
  title?: string;
}

/**
 * On navigation end: scroll to top, and set the route's default title, canonical URL and share image.
 * A layout effect runs before the pages' own (passive) effects, so a page that knows a better title wins.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const title = handle?.title ?? DEFAULT_TITLE;

  useLayoutEffect(() => {
    applyPageMetadata({ title, url: canonicalUrl(pathname) });
    scrollToTop();
  }, [pathname, title]);

  return null;
}
