import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until this page's own issue lands. */
export default function CheckoutPage() {
  return <NotBuiltYet area="Checkout" title="Checkout" />;
}
