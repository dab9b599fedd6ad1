import { useLayoutEffect } from 'react';
import { useLocation } from '@sencha/platform/react-router';
import { DEFAULT_TITLE, applyPageMetadata, canonicalUrl } from '@sencha/ui-kit';
import { scrollToTop } from './scrollToTop';

/**
 * On navigation end: scroll to top, and reset the title to the shop's default with the new canonical URL.
 * Pages own their titles (docs/product-rules.md#page-titles): a layout effect runs before the page's own
 * (passive) effects, so the page's title wins as soon as it renders.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    applyPageMetadata({ title: DEFAULT_TITLE, url: canonicalUrl(pathname) });
    scrollToTop();
  }, [pathname]);

  return null;
}
