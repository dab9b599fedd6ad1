const { createWebpackConfig } = require('@sencha/shared/build');

const factory = createWebpackConfig({
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

// Every catalogue page reads the API and its images: the standalone dev server forwards them like the shell
// does, so `npm run dev -w mfe-catalog` shows real data (the API must be running, `npm start` or `npm run dev`).
module.exports = (env, argv) => {
  const config = factory(env, argv);
  config.devServer = {
    ...config.devServer,
    proxy: [
      { context: ['/api', '/images', '/cdn-cgi'], target: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    ],
  };
  return config;
};
