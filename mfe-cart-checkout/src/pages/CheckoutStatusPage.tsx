import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until this page's own issue lands. */
export default function CheckoutStatusPage() {
  return <NotBuiltYet area="Checkout Status" title="Checkout Status" />;
}
