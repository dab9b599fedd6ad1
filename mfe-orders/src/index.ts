// Standalone entry: `npm run dev -w mfe-orders` shows this remote's pages without the shell.
import { mountStandalone } from '@sencha/shared/standalone';
import OrderStatusPage from './pages/OrderStatusPage';

void mountStandalone('orders', [
  {
    path: '/sencha-steep-in-transit/:orderId',
    example: '/sencha-steep-in-transit/example',
    Page: OrderStatusPage,
  },
]);
