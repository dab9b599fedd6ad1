import { NotBuiltYet } from '@sencha/shared/ui';

/** Placeholder until this page's own issue lands. */
export default function HomePage() {
  return <NotBuiltYet area="Home" />;
}
