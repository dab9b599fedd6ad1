const { createWebpackConfig } = require('@sencha/shared/build');

module.exports = createWebpackConfig({
  name: 'content',
  dir: __dirname,
  port: 3005,
  title: 'Sencha Tea - content (standalone)',
  exposes: {
    './AboutPage': './src/pages/AboutPage.tsx',
    './FaqPage': './src/pages/FaqPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
    './TermsOfServicePage': './src/pages/TermsOfServicePage.tsx',
    './RefundsPolicyPage': './src/pages/RefundsPolicyPage.tsx',
    './VulnerabilityDisclosurePage': './src/pages/VulnerabilityDisclosurePage.tsx',
    './NotFoundPage': './src/pages/NotFoundPage.tsx',
    './NotImplementedPage': './src/pages/NotImplementedPage.tsx',
    './MaintenancePage': './src/pages/MaintenancePage.tsx',
    './ComingSoonPage': './src/pages/ComingSoonPage.tsx',
  },
});
