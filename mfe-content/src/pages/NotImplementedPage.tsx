import { Link, useLocation } from '@sencha/platform/react-router';
import { usePageMetadata } from '@sencha/ui-kit';
import { StatusPanel } from '../status/StatusPanel';
import panel from '../status/StatusPanel.module.css';

export default function NotImplementedPage() {
  usePageMetadata({ title: 'Not Implemented - Sencha Tea', noindex: true });
  const { pathname } = useLocation();

  return (
    <StatusPanel id="not-implemented" heading="Not Implemented">
      <p>This feature is not yet implemented. Please check back later.</p>
      <p>
        Requested path: <code className={panel.path}>{pathname}</code>
      </p>
      <div className={panel.actions}>
        <Link to="/" className={panel.link}>
          Return to Home Page
        </Link>
      </div>
    </StatusPanel>
  );
}
