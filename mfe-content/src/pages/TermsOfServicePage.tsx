import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { LegalPage } from '../legal/LegalPage';
import { getContactDetails } from '../legal/contactDetails';
import { termsOfService } from '../legal/termsOfService';

export default function TermsOfServicePage() {
  return (
    <LegalPage
      path={CONTENT_PATHS.termsOfService}
      content={termsOfService(getContactDetails())}
      pageTitle="Terms of Service - Sencha Tea"
      description="The terms for using the Sencha Tea website and buying our teas and teawares."
    />
  );
}
