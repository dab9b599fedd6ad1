import { usePageMetadata } from '@sencha/ui-kit';
import { StatusPanel } from '../status/StatusPanel';
import panel from '../status/StatusPanel.module.css';
import { MAINTENANCE_ESTIMATE } from '../legal/policyFigures';

export default function MaintenancePage() {
  usePageMetadata({ title: 'Maintenance Mode', noindex: true });

  return (
    <StatusPanel id="maintenance" heading="We'll be back soon!">
      <p>
        We&rsquo;re currently performing scheduled maintenance to make your tea experience even better. Please
        check back later.
      </p>
      <p className={panel.estimate}>Estimated completion time: {MAINTENANCE_ESTIMATE}</p>
    </StatusPanel>
  );
}
