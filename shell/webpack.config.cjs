const { createWebpackConfig } = require('@sencha/shared/build');

// The host: no exposes. Where the remotes live is read at runtime from public/remotes.json.
module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000 });
