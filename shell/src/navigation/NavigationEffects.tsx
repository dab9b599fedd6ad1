import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@sencha/platform/react-router';
import { DEFAULT_TITLE, applyPageMetadata, canonicalUrl } from '@sencha/ui-kit';
import { expireReadyAnswers } from '../boot/handover';
import { scrollToTop } from './scrollToTop';

/**
 * On navigation end (not on the page load): scroll to top, and reset the title to the shop's default with the new canonical URL.
 * Pages own their titles (docs/product-rules/search.md#page-titles): a layout effect runs before the page's own
 * (passive) effects, so the page's title wins as soon as it renders.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const shown = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    applyPageMetadata({ title: DEFAULT_TITLE, url: canonicalUrl(pathname) });
    // A page load is not a navigation: the browser places it (at the top, or where a reload left it), and
    // asking for the scroll position would only lay the page out early. Compared by path, not counted: React's
    // StrictMode runs this effect twice on the page load.
    const navigated = shown.current !== undefined && shown.current !== pathname;
    shown.current = pathname;
    if (!navigated) return undefined;
    // What the boot script read was the opening page's: a later visit to it fetches fresh data
    // (docs/architecture.md#first-render).
    expireReadyAnswers();
    // The next navigation (or leaving the layout) stops a scroll still under way.
    return scrollToTop();
  }, [pathname]);

  return null;
}
