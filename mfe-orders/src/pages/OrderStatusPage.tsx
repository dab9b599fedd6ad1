import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until this page's own issue lands. */
export default function OrderStatusPage() {
  return <NotBuiltYet area="Order Status" title="Sencha Steep in Transit - Order Status" />;
}
