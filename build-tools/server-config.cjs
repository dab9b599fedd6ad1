// @ts-check
/**
 * An app's server build (docs/server-rendering.md#server-bundles): the same sources for Node, which the render
 * server composes at run time through the federation node runtime, as the browser composes the browser build.
 * A remote's is a `commonjs-module` container in `server/remoteEntry.js`, named in its browser manifest as
 * `metaData.ssrRemoteEntry`; the shell's is the host: `server/main.js`, the render server, and `server/worker.js`, its workers.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const platformPkg = require('../platform/package.json');

/** Where a remote's server container sits beside its browser build, as the manifest names it. */
const SERVER_DIR = 'server';
const SERVER_ENTRY = 'remoteEntry.js';

/** The manifest field the node runtime reads (its snapshot's ssrRemoteEntry). */
const ssrRemoteEntry = { name: SERVER_ENTRY, path: SERVER_DIR, type: 'commonjs-module' };

/**
 * @param {{ name: string, dir: string, exposes: Record<string, string> | undefined }} app
 * @param {boolean} production
 * @param {string} outputPath the browser build's folder
 * @param {import('webpack').RuleSetRule} scriptRule
 * @param {(production: boolean, options: { exportOnlyLocals: boolean }) => import('webpack').RuleSetRule} cssModuleRule
 * @returns {import('webpack').Configuration}
 */
function serverConfig(app, production, outputPath, scriptRule, cssModuleRule) {
  const isShell = app.name === 'shell';
  const pkg = require(path.join(app.dir, 'package.json'));
  return {
    name: 'server',
    dependencies: ['app'],
    target: 'async-node',
    mode: production ? 'production' : 'development',
    devtool: false,
    context: app.dir,
    entry: isShell
      ? { main: path.join(app.dir, 'src/server/main.ts'), worker: path.join(app.dir, 'src/server/worker.ts') }
      : {},
    output: {
      path: path.join(outputPath, SERVER_DIR),
      // A remote's one chunk is its container, whatever name a merged chunk brought (LimitChunkCountPlugin).
      filename: isShell ? '[name].js' : SERVER_ENTRY,
      // Assets are the browser build's (the same content hash); only their URLs are needed here: the shell's are
      // at the site's root, a remote's where the browser loads it from (server-public-path.js).
      publicPath: isShell ? '/' : '',
      uniqueName: `sencha_${app.name}_server`,
      library: isShell ? { type: 'commonjs2' } : undefined,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // ws's optional native helpers (it runs without them).
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    module: {
      rules: [
        scriptRule,
        // Class names only: the stylesheet is the browser build's, linked from its manifest.
        cssModuleRule(production, { exportOnlyLocals: true }),
        { test: /\.css$/, exclude: /\.module\.css$/, loader: require.resolve('./empty-module-loader.cjs') },
        { test: /\.(png|jpe?g|webp|avif|svg)$/, resourceQuery: /^\?inline$/, type: 'asset/inline' },
        {
          test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/,
          resourceQuery: { not: [/^\?inline$/] },
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: SERVER_ENTRY,
        library: isShell ? undefined : { type: 'commonjs-module', name: `sencha_${app.name}` },
        exposes: isShell ? undefined : app.exposes,
        remotes: {},
        shared: sharedSingletons(pkg),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isShell ? [] : [require.resolve('./server-public-path.js')]),
        ],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({
        __SENCHA_REMOTE_NAME__: JSON.stringify(app.name),
        'process.env.MF_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION ?? pkg.version),
        'process.env.PLATFORM_CONTRACT': JSON.stringify(platformPkg.version),
      }),
      // A remote's container is one file: the workers fetch it once over HTTP, never a chunk at render time.
      // The shell's chunks are read from its own folder.
      ...(isShell ? [] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
    ],
    // Minified code would only slow the server's start; names stay readable in its stack traces.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig, ssrRemoteEntry, SERVER_DIR };
