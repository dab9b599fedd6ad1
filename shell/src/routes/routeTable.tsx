import type { RouteObject } from 'react-router';
import { RemoteSlot, type RemotePageProps } from '../remotes/RemoteSlot';
import { RedirectTo } from './RedirectTo';

/** A route rendered by a remote's exposed page; `title` is the default until the page sets its own. */
function page(path: string, id: string, title?: string, props?: RemotePageProps): RouteObject {
  return {
    path,
    element: <RemoteSlot id={id} {...(props ? { props } : {})} />,
    handle: title ? { title } : undefined,
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
  page('maintenance', 'content/MaintenancePage', 'Maintenance Mode'),
  page('coming-soon', 'content/ComingSoonPage', 'Coming Soon'),
  page('', 'catalog/HomePage', 'Sencha Tea - True Teas for Masters'),
  page('home', 'catalog/HomePage', 'Sencha Tea - True Teas for Masters'),
  page('about', 'content/AboutPage', 'About - Sencha Tea'),

  redirect('tea-type', '/home'),
  redirect('tea-type/:slug', '/specialty-tea/:slug'),
  page('specialty-tea/:slug', 'catalog/TeaTypePage'),

  redirect('matcha', '/matcha-tea'),
  redirect('matcha/:slug', '/matcha-tea/:slug'),
  page('matcha-tea', 'catalog/TeaTypePage', undefined, { slug: 'matcha' }),
  page('matcha-tea/:slug', 'product/TeaItemPage'),

  redirect('tisane', '/herbal-tea'),
  redirect('tisane/:slug', '/herbal-tea/:slug'),
  redirect('herbal', '/herbal-tea'),
  redirect('herbal/:slug', '/herbal-tea/:slug'),
  page('herbal-tea', 'catalog/TeaTypePage', undefined, { slug: 'herbal-tea' }),
  page('herbal-tea/:slug', 'product/TeaItemPage'),

  page('tea-region/:slug', 'catalog/TeaRegionPage'),
  page('tea-flavour/:slug', 'catalog/TeaFlavourPage'),

  page('tea-wares', 'catalog/TeaTypePage', undefined, { slug: 'tea-wares' }),
  page('tea-wares/:slug', 'product/TeaItemListPage'),

  page('gifts', 'content/NotImplementedPage', 'Not Implemented - Sencha Tea'),
  page('gifts/:slug', 'content/NotImplementedPage', 'Not Implemented - Sencha Tea'),

  page('tea-item/:slug', 'product/TeaItemPage'),

  page('cart', 'cartCheckout/CartPage', 'Checkout'),
  page('checkout', 'cartCheckout/CheckoutPage', 'Checkout'),
  page('checkout/:sessionId', 'cartCheckout/CheckoutStatusPage', 'Checkout Status'),

  redirect('order/:orderId', '/sencha-steep-in-transit/:orderId'),
  page(
    'sencha-steep-in-transit/:orderId',
    'orders/OrderStatusPage',
    'Sencha Steep in Transit - Order Status',
  ),

  page('contact', 'content/ContactPage', 'Contact Us'),
  redirect('faq', '/frequently-asked-questions'),
  page('frequently-asked-questions', 'content/FaqPage', 'Frequently Asked Questions'),

  page('privacy-policy', 'content/PrivacyPolicyPage', 'Privacy Policy'),
  page('terms-of-service', 'content/TermsOfServicePage', 'Terms of Service - Sencha Tea'),
  redirect('tos', '/terms-of-service'),
  page('refunds-policy', 'content/RefundsPolicyPage', 'Refunds Policy - Sencha Tea'),
  redirect('refunds', '/refunds-policy'),
  redirect('vdp', '/vulnerability-disclosure-program'),
  page(
    'vulnerability-disclosure-program',
    'content/VulnerabilityDisclosurePage',
    'Vulnerability Disclosure Program - Sencha Tea',
  ),

  page('beyond-the-brew', 'content/NotFoundPage', 'Page Not Found - Sencha Tea'),
  redirect('*', '/beyond-the-brew'),
];
