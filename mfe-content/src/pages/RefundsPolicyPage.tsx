import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { LegalPage } from '../legal/LegalPage';
import { getContactDetails } from '../legal/contactDetails';
import { refundsPolicy } from '../legal/refundsPolicy';

export default function RefundsPolicyPage() {
  return (
    <LegalPage
      path={CONTENT_PATHS.refundsPolicy}
      content={refundsPolicy(getContactDetails())}
      pageTitle="Refunds Policy - Sencha Tea"
      description="Refunds, returns and damaged goods at Sencha Tea, under the Australian Consumer Law."
    />
  );
}
