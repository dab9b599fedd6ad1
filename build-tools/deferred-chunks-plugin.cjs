// @ts-check
/**
 * Writes `deferred-chunks.json`: the files of the chunks that load only through a dynamic import named
 * `deferred-*` (`import(/* webpackChunkName: "deferred-markdown" *\/ ...)`), i.e. code an app fetches after its
 * first paint or on a shopper's interaction (docs/architecture.md#deferred-code). The bench's bundle report and
 * the first-load budget e2e read it to tell first-load JavaScript from deferred JavaScript. Derived from the
 * compilation: a chunk also reached by another import (a library used elsewhere too) is not deferred. Not public
 * (scripts/serving/policy.mjs PRIVATE_FILES).
 */
const { Compilation, sources } = require('webpack');

const NAME = 'DeferredChunksPlugin';
const FILE = 'deferred-chunks.json';
const PREFIX = 'deferred-';

/**
 * The chunks every one of whose groups is a `deferred-*` import (none reached by any other import).
 * @param {import('webpack').Compilation} compilation
 */
function deferredChunks(compilation) {
  return [...compilation.chunks].filter((chunk) => {
    const groups = [...chunk.groupsIterable];
    return groups.length > 0 && groups.every((group) => group.name?.startsWith(PREFIX));
  });
}

/** @param {import('webpack').Compilation} compilation */
function deferredFiles(compilation) {
  return [...new Set(deferredChunks(compilation).flatMap((chunk) => [...chunk.files]))].sort();
}

class DeferredChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = `${JSON.stringify({ files: deferredFiles(compilation) }, null, 2)}\n`;
          compilation.emitAsset(FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { DeferredChunksPlugin, DEFERRED_CHUNKS_FILE: FILE, deferredChunks };
