import { usePageMetadata } from '@sencha/shared';
import { NotBuiltYet } from '@sencha/shared/ui';

/** Placeholder until the contact form issue lands; the title is already the real one. */
export default function ContactPage() {
  usePageMetadata({ title: 'Contact Us' });
  return <NotBuiltYet area="Contact Us" />;
}
