// @ts-check
/**
 * The one webpack + Module Federation config used by the shell and every remote.
 * An app's own webpack.config.cjs names only what differs: name, port, exposes (and, for the host, runtime plugins).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { DeferredChunksPlugin } = require('./deferred-chunks-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { withDevQaOrigins } = require('./dev-qa-origins.cjs');
const { readPageDeclarations, withPages } = require('./pages-declaration.cjs');
const { bootConfig, compressionPlugins, runtimeCoreConfig } = require('./side-configs.cjs');
const { serverConfig, ssrRemoteEntry } = require('./server-config.cjs');
const apps = require('../apps.json');
const platformPkg = require('../platform/package.json');

// Workspace sources compiled with the app (TypeScript, no build step of their own).
const workspaceSrc = ['platform', 'ui-kit', 'shared'].map((dir) => path.resolve(__dirname, '..', dir, 'src'));

/**
 * An app as the factory builds it.
 * @typedef {object} App
 * @property {string} name
 * @property {string} dir
 * @property {number} port
 * @property {Record<string, string> | undefined} exposes
 * @property {import('./pages-declaration.cjs').PageDeclarations | null} pages
 * @property {string[] | undefined} runtimePlugins
 * @property {string | undefined} title
 * @property {string | null} bootEntry
 */

/**
 * @param {object} options
 * @param {string} options.name    federation name, e.g. 'catalog' (its port comes from apps.json)
 * @param {string} options.dir     the app's folder (__dirname of its config); a remote's exposes.json lists its pages
 * @param {string[]} [options.runtimePlugins] host-only runtime plugins
 */
function createWebpackConfig({ name, dir, runtimePlugins }) {
  const isShell = name === 'shell';
  /** @type {Record<string, { port: number }>} */
  const remotes = apps.remotes;
  const entry = isShell ? apps.shell : remotes[name];
  if (!entry) throw new Error(`${name} is not in apps.json`);
  const exposesFile = path.join(dir, 'exposes.json');
  /** @type {Record<string, string> | undefined} */
  const exposes = fs.existsSync(exposesFile) ? require(exposesFile) : undefined;
  /** @type {App} */
  const app = {
    name,
    dir,
    port: isShell ? Number(process.env.PORT ?? entry.port) : entry.port,
    exposes,
    // What each page reads first (pages.json), for the shell's boot script: in the manifest's metaData.pages.
    pages: readPageDeclarations(dir, exposes),
    runtimePlugins,
    title: isShell ? undefined : `Sencha Tea - ${name} (standalone)`,
    // An app's boot script (the shell's: src/boot/), run before main.js (docs/architecture.md#boot).
    bootEntry: fs.existsSync(path.join(dir, 'src/boot/index.ts'))
      ? path.join(dir, 'src/boot/index.ts')
      : null,
  };
  /** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]} */
  const config = (_env, argv) => {
    const production = argv.mode !== 'development';
    // A production remote reads the shell's federation runtime core instead of carrying its own; its standalone
    // page gets it from runtime-core.js (the second config below). Development builds keep their own copy.
    const externalRuntime = production && !isShell;
    const outputPath = process.env.BUILD_OUT_DIR ?? path.join(app.dir, 'dist');
    const appConfig = createAppConfig(app, production, outputPath, externalRuntime);
    const extra = [
      ...(externalRuntime ? [runtimeCoreConfig(outputPath)] : []),
      ...(production && hasServerBuild(app)
        ? [
            serverConfig(
              app,
              production,
              outputPath,
              scriptRule(app.dir, production),
              cssModuleRule(app.name),
            ),
          ]
        : []),
      ...(app.bootEntry
        ? [
            bootConfig(
              { ...app, bootEntry: app.bootEntry },
              production,
              outputPath,
              scriptRule(app.dir, production),
            ),
          ]
        : []),
    ];
    return extra.length > 0 ? [appConfig, ...extra] : appConfig;
  };
  return config;
}

/** Whether an app has a server build (server-config.cjs): the shell's render server, or a remote's pages. @param {App} app */
const hasServerBuild = (app) =>
  app.name === 'shell' ? fs.existsSync(path.join(app.dir, 'src/server/main.ts')) : Boolean(app.exposes);

/**
 * TypeScript and JSX of the app and the workspace packages, compiled by swc.
 * @param {string} dir
 * @param {boolean} production
 */
function scriptRule(dir, production) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(dir, 'src'), ...workspaceSrc],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS modules, prefixed per app so two teams' class names never collide in the composed page; the server build
 * computes the same names without the stylesheet (server-config.cjs).
 * @param {string} appName
 * @returns {(production: boolean, options: { exportOnlyLocals: boolean }) => import('webpack').RuleSetRule}
 */
const cssModuleRule =
  (appName) =>
  (production, { exportOnlyLocals }) => ({
    test: /\.module\.css$/,
    use: [
      ...(exportOnlyLocals ? [] : [MiniCssExtractPlugin.loader]),
      {
        loader: 'css-loader',
        options: {
          modules: {
            localIdentName: production
              ? `${appName}-[hash:base64:6]`
              : `${appName}__[local]__[hash:base64:4]`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals,
          },
        },
      },
    ],
  });

/**
 * @param {App} app
 * @param {boolean} production
 * @param {string} outputPath
 * @param {boolean} externalRuntime
 * @returns {import('webpack').Configuration}
 */
function createAppConfig(app, production, outputPath, externalRuntime) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const publicDir = path.join(app.dir, 'public');
  return {
    name: 'app',
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: path.join(app.dir, 'src/index.ts') },
    context: app.dir,
    output: {
      // A release builds into its own staging folder (scripts/releases/commands.mjs), never over dist/.
      path: outputPath,
      // 'auto' lets one build be served from any versioned folder.
      publicPath: 'auto',
      // Chunks from another origin load with CORS, so an error they throw later reaches window.onerror with
      // its stack (not an opaque "Script error.") and the shell can tell whose area it came from.
      crossOriginLoading: 'anonymous',
      uniqueName: `sencha_${app.name}`,
      // Entry names stay unhashed: [contenthash] in output.filename breaks the federation runtime on
      // webpack 5.111 (module-federation/core#5077). Chunks keep their hashes; index.html adds ?hash to entries.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(app.dir, production),
        cssModuleRule(app.name)(production, { exportOnlyLocals: false }),
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        // `?inline` (a page's small LCP image): written into the JS, so it paints with the first render rather
        // than after a request the browser finds only then (docs/architecture.md#first-render).
        { test: /\.(png|jpe?g|webp|avif|svg)$/, resourceQuery: /^\?inline$/, type: 'asset/inline' },
        {
          test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/,
          resourceQuery: { not: [/^\?inline$/] },
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        // A prefixed global: bare names such as 'content' collide with window properties.
        library: { type: 'var', name: `sencha_${app.name}` },
        exposes: app.exposes,
        remotes: {},
        shared: sharedSingletons(pkg),
        // 'version-first' fetches every remote entry at start-up: one remote down would take the site down.
        shareStrategy: 'loaded-first',
        runtimePlugins: app.runtimePlugins ?? [],
        manifest: { additionalData: withPages(app.pages, hasServerBuild(app) ? ssrRemoteEntry : null) },
        dts: false,
        // externalRuntime: the core comes from the global `_FEDERATION_RUNTIME_CORE`, which the shell's
        // runtimeCorePlugin sets to its own copy (provideExternalRuntime would add a second one).
        // optimization.target 'web': every app runs in browsers, so the runtime's Node.js loading is left out.
        experiments: {
          asyncStartup: true,
          optimization: { target: 'web' },
          ...(externalRuntime ? { externalRuntime: true } : {}),
        },
      }),
      new webpack.DefinePlugin({
        'process.env.MF_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION ?? pkg.version),
        // The platform contract this build composes against (its major must match an override's).
        'process.env.PLATFORM_CONTRACT': JSON.stringify(platformPkg.version),
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: app.title ?? 'Sencha Tea - True Teas for Masters',
        chunks: ['main'],
        hash: production,
        // Absolute: index.html is also the answer for deep links such as /tea-item/sencha.
        publicPath: '/',
        // Read by index.html: a standalone remote page loads the runtime core first (runtimeCoreConfig).
        runtimeCoreScript: externalRuntime ? '/runtime-core.js' : undefined,
        bootScript: app.bootEntry ? '/boot.js' : undefined,
      }),
      ...(production
        ? [
            new StartupPreloadPlugin({ entry: 'main', publicPath: '/' }),
            new CompileHintsPlugin(),
            new DeferredChunksPlugin(),
          ]
        : []),
      ...(fs.existsSync(publicDir)
        ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] })]
        : []),
      ...(production ? compressionPlugins() : []),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // Redux is imported by two shared modules, the platform (through redux-persist) and Redux Toolkit.
          // Under the default minimum size it was copied into each one's chunk, and every page downloaded it
          // twice (docs/architecture.md#module-federation-settings); in a chunk of its own, once.
          redux: { test: /[\\/]node_modules[\\/]redux[\\/]/, chunks: 'async', enforce: true },
        },
      },
    },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(app.name === 'shell' ? { setupMiddlewares: withDevQaOrigins(app.dir) } : {}),
      // Every app reads the API and its images: the shell and each standalone remote forward them alike, so
      // `npm run dev -w <remote>` shows real data (the API must be running, `npm start` or `npm run dev`);
      // robots.txt and sitemap.xml too, as npm start and nginx do (docs/serving.md#the-api-proxy).
      proxy: [
        {
          context: ['/api', '/images', '/cdn-cgi', '/robots.txt', '/sitemap.xml'],
          target: process.env.API_URL ?? 'http://127.0.0.1:4000',
        },
      ],
    },
  };
}

module.exports = { createWebpackConfig };
