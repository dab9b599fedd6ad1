// Standalone entry: `npm run dev -w mfe-cart-checkout` shows this remote's pages without the shell.
import { mountStandalone } from '@sencha/shared/standalone';
import CartPage from './pages/CartPage';
import CheckoutPage from './pages/CheckoutPage';
import CheckoutStatusPage from './pages/CheckoutStatusPage';

void mountStandalone('cartCheckout', [
  { path: '/cart', example: '/cart', Page: CartPage },
  { path: '/checkout', example: '/checkout', Page: CheckoutPage },
  { path: '/checkout/:sessionId', example: '/checkout/cs_test', Page: CheckoutStatusPage },
]);
