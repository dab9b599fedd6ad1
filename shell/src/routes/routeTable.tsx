import type { RouteObject } from '@sencha/platform/react-router';
import type { RemoteModuleId, RemotePagePropsOf } from '@sencha/platform';
import { Skeleton } from '@sencha/ui-kit/ui';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RedirectTo } from './RedirectTo';

/**
 * A route rendered by a remote's exposed page. The id and the props are checked against the platform's page
 * contract; each page sets its own title (the shell only resets to the shop's default on navigation).
 */
function page<Id extends RemoteModuleId>(path: string, id: Id, props?: RemotePagePropsOf<Id>): RouteObject {
  // Keyed by module: another page is a new area, with none of the previous area's failure state.
  return { path, element: <RemoteSlot key={id} id={id} {...(props ? { props } : {})} /> };
}

/**
 * A page with the catalog's home carousel under it, composed here: the page's remote never imports another
 * remote, and each area fails on its own.
 */
function pageWithCarousel<Id extends RemoteModuleId>(path: string, id: Id): RouteObject {
  return {
    path,
    element: (
      <>
        {/* A viewport-tall placeholder: the carousel below never shows, then jumps, while the page loads. */}
        <RemoteSlot
          key={id}
          id={id}
          fallback={<Skeleton variant="block" height="100vh" label="Loading…" />}
        />
        <RemoteSlot key="catalog/HomeCarousel" id="catalog/HomeCarousel" />
      </>
    ),
  };
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <RedirectTo to={to} /> };
}

/**
 * Every route and redirect (docs/product-rules.md#routes-and-redirects), each mapped to the remote page that
 * owns it.
 */
export const routeTable: RouteObject[] = [
  page('maintenance', 'content/MaintenancePage'),
  page('coming-soon', 'content/ComingSoonPage'),
  page('', 'catalog/HomePage'),
  page('home', 'catalog/HomePage'),
  page('about', 'content/AboutPage'),

  redirect('tea-type', '/home'),
  redirect('tea-type/:slug', '/specialty-tea/:slug'),
  page('specialty-tea/:slug', 'catalog/TeaTypePage'),

  redirect('matcha', '/matcha-tea'),
  redirect('matcha/:slug', '/matcha-tea/:slug'),
  page('matcha-tea', 'catalog/TeaTypePage', { slug: 'matcha' }),
  page('matcha-tea/:slug', 'product/TeaItemPage'),

  redirect('tisane', '/herbal-tea'),
  redirect('tisane/:slug', '/herbal-tea/:slug'),
  redirect('herbal', '/herbal-tea'),
  redirect('herbal/:slug', '/herbal-tea/:slug'),
  page('herbal-tea', 'catalog/TeaTypePage', { slug: 'herbal-tea' }),
  page('herbal-tea/:slug', 'product/TeaItemPage'),

  page('tea-region/:slug', 'catalog/TeaRegionPage'),
  page('tea-flavour/:slug', 'catalog/TeaFlavourPage'),
  page('search', 'catalog/SearchPage'),

  page('tea-wares', 'catalog/TeaTypePage', { slug: 'tea-wares' }),
  page('tea-wares/:slug', 'product/TeaItemListPage'),

  page('gifts', 'content/NotImplementedPage'),
  page('gifts/:slug', 'content/NotImplementedPage'),

  page('tea-item/:slug', 'product/TeaItemPage'),

  pageWithCarousel('cart', 'cartCheckout/CartPage'),
  page('checkout', 'cartCheckout/CheckoutPage'),
  page('checkout/:sessionId', 'cartCheckout/CheckoutStatusPage'),

  redirect('order/:orderId', '/sencha-steep-in-transit/:orderId'),
  pageWithCarousel('sencha-steep-in-transit/:orderId', 'orders/OrderStatusPage'),

  page('contact', 'content/ContactPage'),
  redirect('faq', '/frequently-asked-questions'),
  page('frequently-asked-questions', 'content/FaqPage'),
  page('the-first-steep/confirm', 'content/NewsletterConsentPage', { action: 'confirm' }),
  page('the-first-steep/unsubscribe', 'content/NewsletterConsentPage', { action: 'unsubscribe' }),

  page('privacy-policy', 'content/PrivacyPolicyPage'),
  page('terms-of-service', 'content/TermsOfServicePage'),
  redirect('tos', '/terms-of-service'),
  page('refunds-policy', 'content/RefundsPolicyPage'),
  redirect('refunds', '/refunds-policy'),
  redirect('vdp', '/vulnerability-disclosure-program'),
  page('vulnerability-disclosure-program', 'content/VulnerabilityDisclosurePage'),

  // For QA, not linked for shoppers (docs/releasing.md): the shell's own page, loaded only when asked for.
  { path: 'versions', lazy: async () => ({ Component: (await import('../qa/VersionsPage')).default }) },

  page('beyond-the-brew', 'content/NotFoundPage'),
  redirect('*', '/beyond-the-brew'),
];
