const path = require('node:path');
const { createWebpackConfig } = require('@sencha/build-tools');

// The host: no exposes. Where the remotes live is read at runtime from public/remotes.json; the plugins that
// compose them are registered at runtime too (src/remotes/setUpRemotes.ts), except the one main.js's own
// start-up needs.
module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/remotes/plugins/startupYieldPlugin.ts')],
});
