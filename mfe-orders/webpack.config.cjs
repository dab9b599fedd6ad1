const { createWebpackConfig } = require('@sencha/shared/build');

module.exports = createWebpackConfig({
  name: 'orders',
  dir: __dirname,
  port: 3004,
  title: 'Sencha Tea - orders (standalone)',
  exposes: {
    './OrderStatusPage': './src/pages/OrderStatusPage.tsx',
  },
});
