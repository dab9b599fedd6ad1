// @ts-check
/**
 * The factory's configs beside an app's own (webpack.factory.cjs): runtime-core.js and boot.js, and the
 * precompressed copies every config emits.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Precompressed copies: the static server and nginx send them as they are, no compression per request. Not
 * index.html: the server fills in its share tags per request (docs/serving.md#share-previews), and a
 * precompressed copy would be sent without them.
 */
function compressionPlugins() {
  return [
    new CompressionPlugin({ test: /\.(js|css|json|svg)$/, algorithm: 'gzip', threshold: 1024 }),
    new CompressionPlugin({
      test: /\.(js|css|json|svg)$/,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: /** @type {import('node:zlib').ZlibOptions} */ (
        /** @type {import('node:zlib').BrotliOptions} */ ({
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        })
      ),
      threshold: 1024,
    }),
  ];
}

/**
 * runtime-core.js, loaded by a remote's standalone index.html before main.js: the federation runtime core the
 * remote is built without. Its own compilation (no federation plugin, so the core is bundled, not external),
 * after the app's, whose output.clean would remove it.
 * @param {string} outputPath
 * @returns {import('webpack').Configuration}
 */
function runtimeCoreConfig(outputPath) {
  return {
    name: 'runtime-core',
    dependencies: ['app'],
    mode: 'production',
    devtool: false,
    entry: { 'runtime-core': path.join(__dirname, 'runtime-core-provider.js') },
    output: { path: outputPath, filename: '[name].js', clean: false },
    plugins: compressionPlugins(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * boot.js, loaded by index.html with async (it runs as soon as it arrives, not once the stylesheet is in):
 * starts the current route's remote files and data while main.js loads (docs/architecture.md#boot). A plain
 * bundle of its own, without the federation runtime; after the app's compilation, whose output.clean would
 * remove it.
 * @param {{ dir: string, bootEntry: string }} app
 * @param {boolean} production
 * @param {string} outputPath
 * @param {import('webpack').RuleSetRule} scriptRule the app's (the factory's scriptRule)
 * @returns {import('webpack').Configuration}
 */
function bootConfig(app, production, outputPath, scriptRule) {
  return {
    name: 'boot',
    dependencies: ['app'],
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : false,
    entry: { boot: app.bootEntry },
    context: app.dir,
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [scriptRule] },
    plugins: production ? compressionPlugins() : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { compressionPlugins, runtimeCoreConfig, bootConfig };
