// @ts-check
/**
 * Preload links in an app's index.html for the chunks its start-up waits on: with `asyncStartup` the entry
 * (main.js) first loads the shared modules it consumes, and only then runs. Listing those chunks in the page lets
 * the browser fetch them beside main.js instead of after it (one round trip less before the first render; issue
 * 17, docs/architecture.md#module-federation-settings). Derived from the compilation, so it follows the build.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/**
 * The federation plugin's shared modules, whose share key webpack's types do not describe.
 * @typedef {import('webpack').Module & { _name: string }} ProvideModule
 * @typedef {import('webpack').Module & { options: { shareKey: string } }} ConsumeModule
 */

/**
 * The script files of the shared modules the entry chunk consumes, and of the shared modules those consume in
 * turn (the platform consumes Redux Toolkit, for one). A shared module is fetched through this app's own provider
 * (on a first load no other app has registered one yet), whose chunks need not be the consumer's fallback: the
 * provider of Redux Toolkit's thin module loads one chunk more. The fallback's chunks count only for a module this
 * app does not provide.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupScripts(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') providers.set(/** @type {ProvideModule} */ (module)._name, module);
  const files = new Set();
  const seen = new Set();
  const queue = [...entrypoint.chunks];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const loader = providers.get(/** @type {ConsumeModule} */ (module).options.shareKey) ?? module;
      for (const block of loader.blocks)
        for (const loaded of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          queue.push(loaded);
          for (const file of loaded.files) if (file.endsWith('.js')) files.add(file);
        }
    }
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ entry: string, publicPath: string }} options */
  constructor({ entry, publicPath }) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const links = startupScripts(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            // No crossorigin: webpack sets it only on chunks of another origin, and these come from the page's
            // own; a preload in another CORS mode than the request would not be used (fetched twice).
            href: `${this.publicPath}${file}`,
          }),
        );
        data.assetTags.meta.push(...links);
        // A deferred script is fetched at low priority, after the preloads: the entry starts the page, so first.
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupScripts };
