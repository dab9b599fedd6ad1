import { useFlag } from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { NewsletterForm } from '@sencha/ui-kit/ui';
import { StatusPanel } from '../components/StatusPanel';

export default function ComingSoonPage() {
  // Both texts are flag values so the launch message can change without a release.
  const title = useFlag('coming-soon-title');
  const subtitle = useFlag('coming-soon-subtitle');
  usePageMetadata({ title, description: subtitle, noindex: true });

  return (
    <StatusPanel
      id="coming-soon"
      heading={title}
      after={<NewsletterForm idPrefix="coming-soon-newsletter" source="coming-soon" />}
    >
      <p>{subtitle}</p>
    </StatusPanel>
  );
}
