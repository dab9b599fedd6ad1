const { createWebpackConfig } = require('@sencha/shared/build');

module.exports = createWebpackConfig({
  name: 'cartCheckout',
  dir: __dirname,
  port: 3003,
  title: 'Sencha Tea - cartCheckout (standalone)',
  exposes: {
    './CartPage': './src/pages/CartPage.tsx',
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './CheckoutStatusPage': './src/pages/CheckoutStatusPage.tsx',
  },
});
