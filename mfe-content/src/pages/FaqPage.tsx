import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until the FAQ issue lands; the title is already the real one. */
export default function FaqPage() {
  return <NotBuiltYet area="Frequently Asked Questions" title="Frequently Asked Questions" />;
}
