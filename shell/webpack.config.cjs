const { createWebpackConfig } = require('@sencha/build-tools');

// The host: no exposes. Where the remotes live is read at runtime from public/remotes.json.
module.exports = createWebpackConfig({ name: 'shell', dir: __dirname });
