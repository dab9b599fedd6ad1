const { createWebpackConfig } = require('@sencha/build-tools');

// Port from apps.json, exposes from exposes.json (checked against the platform contract by src/contract.ts).
module.exports = createWebpackConfig({ name: 'product', dir: __dirname });
