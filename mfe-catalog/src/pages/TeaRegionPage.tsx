import { NotBuiltYet } from '@sencha/shared/ui';

/** Placeholder until this page's own issue lands. */
export default function TeaRegionPage() {
  return <NotBuiltYet area="Tea Region" />;
}
