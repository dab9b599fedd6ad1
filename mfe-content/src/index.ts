// Standalone entry: `npm run dev -w mfe-content` shows this remote's pages without the shell.
import { pages } from './contract';
import { mountStandalone } from '@sencha/ui-kit/standalone';

void mountStandalone('content', [
  { path: '/about', example: '/about', Page: pages.AboutPage },
  { path: '/privacy-policy', example: '/privacy-policy', Page: pages.PrivacyPolicyPage },
  { path: '/terms-of-service', example: '/terms-of-service', Page: pages.TermsOfServicePage },
  { path: '/refunds-policy', example: '/refunds-policy', Page: pages.RefundsPolicyPage },
  {
    path: '/vulnerability-disclosure-program',
    example: '/vulnerability-disclosure-program',
    Page: pages.VulnerabilityDisclosurePage,
  },
  { path: '/beyond-the-brew', example: '/beyond-the-brew', Page: pages.NotFoundPage },
  { path: '/gifts/*', example: '/gifts/tea-hamper', Page: pages.NotImplementedPage },
  { path: '/maintenance', example: '/maintenance', Page: pages.MaintenancePage },
  { path: '/coming-soon', example: '/coming-soon', Page: pages.ComingSoonPage },
  { path: '/frequently-asked-questions', example: '/frequently-asked-questions', Page: pages.FaqPage },
  { path: '/contact', example: '/contact', Page: pages.ContactPage },
]);
