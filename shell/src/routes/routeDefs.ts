import type { RemoteModuleId, RemotePagePropsOf } from '@sencha/platform';

/** A route rendered by a remote's exposed page; the id and props are checked against the platform's contract. */
interface PageDefOf<Id extends RemoteModuleId> {
  path: string;
  id: Id;
  props?: RemotePagePropsOf<Id>;
  /** The catalog's home carousel is composed under the page, in its own area. */
  withCarousel?: true;
}
export type PageDef = { [Id in RemoteModuleId]: PageDefOf<Id> }[RemoteModuleId];
export interface RedirectDef {
  path: string;
  redirectTo: string;
}
/** The shell's own QA page (docs/releasing.md), loaded only when asked for. */
export interface ShellPageDef {
  path: string;
  shellPage: 'versions';
}
export type RouteDef = PageDef | RedirectDef | ShellPageDef;

export const CAROUSEL_ID = 'catalog/HomeCarousel' satisfies RemoteModuleId;

function page<Id extends RemoteModuleId>(path: string, id: Id, props?: RemotePagePropsOf<Id>): PageDefOf<Id> {
  return { path, id, ...(props ? { props } : {}) };
}
const pageWithCarousel = <Id extends RemoteModuleId>(path: string, id: Id): PageDefOf<Id> => ({
  path,
  id,
  withCarousel: true,
});
const redirect = (path: string, redirectTo: string): RedirectDef => ({ path, redirectTo });

/**
 * Every route and redirect (docs/product-rules/navigation.md#routes-and-redirects), each mapped to the remote page that
 * owns it. Plain data without React: the route table renders it, and the boot script (src/boot/, usually run
 * before the shell's bundle) reads it to start the current route's remote early (docs/architecture.md#boot).
 */
export const routeDefs: RouteDef[] = [
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

  { path: 'versions', shellPage: 'versions' },

  page('beyond-the-brew', 'content/NotFoundPage'),
  redirect('*', '/beyond-the-brew'),
];

/**
 * The remote modules a page route renders, in order: the page, then the carousel composed below it. Only the
 * page is started with the first load (bootstrap.tsx, the boot script); the carousel waits until it nears the
 * viewport (routeTable.tsx).
 */
export const moduleIdsOf = (def: PageDef): RemoteModuleId[] =>
  def.withCarousel ? [def.id, CAROUSEL_ID] : [def.id];

export const isPageDef = (def: RouteDef): def is PageDef => 'id' in def;
