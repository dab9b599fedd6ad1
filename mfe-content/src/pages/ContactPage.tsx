import { NotBuiltYet } from '@sencha/ui-kit/ui';

/** Placeholder until the contact form issue lands; the title is already the real one. */
export default function ContactPage() {
  return <NotBuiltYet area="Contact Us" title="Contact Us" />;
}
