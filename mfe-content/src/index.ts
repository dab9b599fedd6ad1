// Standalone entry: `npm run dev -w mfe-content` shows this remote's pages without the shell.
import { mountStandalone } from '@sencha/shared/standalone';
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

void mountStandalone('content', [
  { path: '/about', example: '/about', Page: AboutPage },
  { path: '/privacy-policy', example: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/terms-of-service', example: '/terms-of-service', Page: TermsOfServicePage },
  { path: '/refunds-policy', example: '/refunds-policy', Page: RefundsPolicyPage },
  {
    path: '/vulnerability-disclosure-program',
    example: '/vulnerability-disclosure-program',
    Page: VulnerabilityDisclosurePage,
  },
  { path: '/beyond-the-brew', example: '/beyond-the-brew', Page: NotFoundPage },
  { path: '/gifts/*', example: '/gifts/tea-hamper', Page: NotImplementedPage },
  { path: '/maintenance', example: '/maintenance', Page: MaintenancePage },
  { path: '/coming-soon', example: '/coming-soon', Page: ComingSoonPage },
  { path: '/frequently-asked-questions', example: '/frequently-asked-questions', Page: FaqPage },
  { path: '/contact', example: '/contact', Page: ContactPage },
]);
