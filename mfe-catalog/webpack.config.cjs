const { createWebpackConfig } = require('@sencha/shared/build');

module.exports = createWebpackConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  title: 'Sencha Tea - catalog (standalone)',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './TeaTypePage': './src/pages/TeaTypePage.tsx',
    './TeaRegionPage': './src/pages/TeaRegionPage.tsx',
    './TeaFlavourPage': './src/pages/TeaFlavourPage.tsx',
    './HomeCarousel': './src/components/HomeCarousel.tsx',
  },
});
