import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until this page's own issue lands. */
export default function CartPage() {
  return <NotBuiltYet area="Cart" title="Checkout" />;
}
