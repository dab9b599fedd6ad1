import { LegalPage } from '../components/LegalPage';
import { getContactDetails } from '../content/contactDetails';
import { termsOfService } from '../content/termsOfService';

export default function TermsOfServicePage() {
  return (
    <LegalPage
      content={termsOfService(getContactDetails())}
      pageTitle="Terms of Service - Sencha Tea"
      description="The terms for using the Sencha Tea website and buying our teas and teawares."
    />
  );
}
