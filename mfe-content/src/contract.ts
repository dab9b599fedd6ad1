import type { CheckedExposes, RemotePages } from '@sencha/platform';
import exposes from '../exposes.json';
import AboutPage from './pages/AboutPage';
import FaqPage from './pages/FaqPage';
import ContactPage from './pages/ContactPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import TermsOfServicePage from './pages/TermsOfServicePage';
import RefundsPolicyPage from './pages/RefundsPolicyPage';
import VulnerabilityDisclosurePage from './pages/VulnerabilityDisclosurePage';
import NotFoundPage from './pages/NotFoundPage';
import NotImplementedPage from './pages/NotImplementedPage';
import MaintenancePage from './pages/MaintenancePage';
import ComingSoonPage from './pages/ComingSoonPage';
import NewsletterConsentPage from './pages/NewsletterConsentPage';

/**
 * What this remote exposes, checked by `npm run typecheck` against the platform contract
 * (platform/src/contract/pages.ts): webpack exposes exposes.json, and each page takes the contract's props.
 */
export const pages = {
  AboutPage,
  FaqPage,
  ContactPage,
  PrivacyPolicyPage,
  TermsOfServicePage,
  RefundsPolicyPage,
  VulnerabilityDisclosurePage,
  NotFoundPage,
  NotImplementedPage,
  MaintenancePage,
  ComingSoonPage,
  NewsletterConsentPage,
} satisfies RemotePages<'content'>;

export const exposedModules: CheckedExposes<'content', typeof exposes> = exposes;
