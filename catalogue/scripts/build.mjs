// Bundles each entry of catalogue/src into catalogue/dist with esbuild (CommonJS, Node 20), as api/scripts/build.mjs
// does for the API: our code, the API code it imports (@sencha/api/*, TypeScript source) and the shared contract go
// into the bundle; npm dependencies, the API's and ours, stay external and resolve from the workspace's node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} file @returns {string[]} */
const dependencies = (file) => {
  /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
};
/** Every entry the package's scripts, `npm start`, e2e and the seed job run (dist/<path>.js). */
const entryPoints = ['server', 'cli/seed', 'bench/bench', 'bench/fsync', 'bench/throughput'].map((entry) =>
  join(dir, 'src', `${entry}.ts`),
);
const external = [
  ...new Set([...dependencies(join(dir, 'package.json')), ...dependencies(join(dir, '../api/package.json'))]),
].filter((name) => !name.startsWith('@sencha/'));

rmSync(join(dir, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints,
  outbase: join(dir, 'src'),
  outdir: join(dir, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  keepNames: true,
  // The migrations' SQL files are imported as text (api/src/db/migrations.ts): one bundle, nothing beside it.
  loader: { '.sql': 'text' },
  // The API code in the bundle requires the API's dependencies, some installed only in api/node_modules (a
  // version other than the hoisted one): they resolve there first, as they do for the API's own bundle.
  banner: {
    js: '"use strict";\nmodule.paths.unshift(require("node:path").join(require.resolve("@sencha/api/package.json"), "..", "node_modules"));',
  },
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
});
console.log(
  `catalogue: ${entryPoints.length} entries bundled to dist/ (${Object.keys(result.metafile.inputs).length} modules)`,
);
