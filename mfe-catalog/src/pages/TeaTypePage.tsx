import { NotBuiltYet } from '@sencha/shared/ui';

/** Placeholder until this page's own issue lands. */
export default function TeaTypePage() {
  return <NotBuiltYet area="Tea Type" />;
}
