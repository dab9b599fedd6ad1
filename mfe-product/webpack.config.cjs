const { createWebpackConfig } = require('@sencha/shared/build');

module.exports = createWebpackConfig({
  name: 'product',
  dir: __dirname,
  port: 3002,
  title: 'Sencha Tea - product (standalone)',
  exposes: {
    './TeaItemPage': './src/pages/TeaItemPage.tsx',
    './TeaItemListPage': './src/pages/TeaItemListPage.tsx',
  },
});
