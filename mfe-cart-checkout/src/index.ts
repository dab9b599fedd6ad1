// Standalone entry: `npm run dev -w mfe-cart-checkout` shows this remote's pages without the shell.
import { pages } from './contract';
import { mountStandalone } from '@sencha/ui-kit/standalone';

void mountStandalone('cartCheckout', [
  { path: '/cart', example: '/cart', Page: pages.CartPage },
  { path: '/checkout', example: '/checkout', Page: pages.CheckoutPage },
  { path: '/checkout/:sessionId', example: '/checkout/cs_test', Page: pages.CheckoutStatusPage },
]);
