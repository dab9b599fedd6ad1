import { useFlag } from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { NEWSLETTER_HEADING, NewsletterForm } from '@sencha/ui-kit/ui';
import { StatusPanel } from '../status/StatusPanel';

export default function ComingSoonPage() {
  // Both texts are flag values so the launch message can change without a release.
  const title = useFlag('coming-soon-title');
  const subtitle = useFlag('coming-soon-subtitle');
  usePageMetadata({ title, description: subtitle, noindex: true });

  return (
    <StatusPanel
      id="coming-soon"
      heading={title}
      after={
        // Its own heading: the footer's form is 'The First Steep' too, and two forms of one name are one
        // landmark to a screen reader.
        <NewsletterForm
          idPrefix="coming-soon-newsletter"
          source="coming-soon"
          heading={`Sign up for ${NEWSLETTER_HEADING}`}
        />
      }
    >
      <p>{subtitle}</p>
    </StatusPanel>
  );
}
