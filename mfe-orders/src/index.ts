// Standalone entry: `npm run dev -w mfe-orders` shows this remote's pages without the shell.
import { pages } from './contract';
import { mountStandalone } from '@sencha/ui-kit/standalone';

void mountStandalone('orders', [
  {
    path: '/sencha-steep-in-transit/:orderId',
    example: '/sencha-steep-in-transit/example',
    Page: pages.OrderStatusPage,
  },
]);
