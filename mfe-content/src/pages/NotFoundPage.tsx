import { Link } from '@sencha/platform/react-router';
import { useFlag } from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { Button, NewsletterForm } from '@sencha/ui-kit/ui';
import { StatusPanel } from '../status/StatusPanel';
import panel from '../status/StatusPanel.module.css';

export default function NotFoundPage() {
  usePageMetadata({ title: 'Page Not Found - Sencha Tea', noindex: true });
  const showNewsletter = useFlag('enable-404-newsletter');

  return (
    <StatusPanel
      id="not-found"
      heading="Oops! This page is steeping..."
      after={
        showNewsletter ? (
          <NewsletterForm
            heading="Stay in the Loop"
            description="While you are here, subscribe to The First Steep for new teas, brewing guides and offers."
            idPrefix="not-found-newsletter"
            source="not-found"
          />
        ) : null
      }
    >
      <p>
        We couldn&rsquo;t find the page you were looking for. It may have moved, or the link may be out of
        date. Let us help you find your way back to a good cup.
      </p>
      <div className={panel.actions}>
        <Button to="/contact">Contact Us</Button>
        <Link to="/" className={panel.link}>
          Return to Home Page
        </Link>
      </div>
    </StatusPanel>
  );
}
