// @ts-check
/**
 * Marks the scripts a page runs at start-up with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136+; other engines read a comment). V8 then compiles their functions on the background thread that
 * streams the script, instead of lazily on the main thread at each function's first call: about a quarter less
 * main-thread script time on /home in Lighthouse's throttled runs (docs/architecture.md#first-render).
 * Files that run as soon as they arrive: the entry and the chunks it waits on, a remote's entry and its exposed
 * pages' own chunks, and the `deferred-*` chunks (fetched when a page wants them: the markdown stack right after
 * the first paint, where its first render spent most of a 100 ms task compiling the parser). Other routes'
 * libraries, which link prefetching may fetch without running, stay lazily compiled.
 */
const { Compilation, sources } = require('webpack');
const { deferredChunks } = require('./deferred-chunks-plugin.cjs');
const { startupScripts } = require('./startup-preload-plugin.cjs');

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';
const EXPOSE_PREFIX = '__federation_expose_';

/**
 * The JS files run as they arrive: entry chunks, the shell's start-up chunks, exposed pages' and deferred chunks.
 * @param {import('webpack').Compilation} compilation
 */
function filesRunOnArrival(compilation) {
  const files = new Set(startupScripts(compilation, 'main'));
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) files.add(file);
  for (const group of compilation.chunkGroups)
    if (group.name?.startsWith(EXPOSE_PREFIX))
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  // Deferred as the bundle report counts them: a library a later route's code shares stays lazily compiled.
  for (const chunk of deferredChunks(compilation)) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => file.endsWith('.js'));
}

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments) and before source maps, content hashes and compression, so all
      // three describe the file as served.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of filesRunOnArrival(compilation))
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
