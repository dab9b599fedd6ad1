import { usePageMetadata } from '@sencha/shared';
import { NotBuiltYet } from '@sencha/shared/ui';

/** Placeholder until the FAQ issue lands; the title is already the real one. */
export default function FaqPage() {
  usePageMetadata({ title: 'Frequently Asked Questions' });
  return <NotBuiltYet area="Frequently Asked Questions" />;
}
