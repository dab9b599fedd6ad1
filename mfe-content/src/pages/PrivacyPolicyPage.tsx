import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { LegalPage } from '../legal/LegalPage';
import { getContactDetails } from '../legal/contactDetails';
import { privacyPolicy } from '../legal/privacyPolicy';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      path={CONTENT_PATHS.privacyPolicy}
      content={privacyPolicy(getContactDetails())}
      pageTitle="Privacy Policy"
      description="How Sencha Tea collects, uses and protects your personal information under the Privacy Act 1988 and the Australian Privacy Principles."
    />
  );
}
