// Bundles each entry of api/src into api/dist with esbuild (CommonJS, Node 20): our own code and the shared
// contract (@sencha/shared, TypeScript source) go into the bundle; the API's npm dependencies stay external
// and are installed beside it, as the image does (api/Dockerfile). Type checking is `tsc --noEmit`.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ dependencies: Record<string, string> }} */
const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
/**
 * Every entry the package's scripts and the Dockerfile run (dist/<path>.js); the seed job, the bench and the
 * server `npm start` runs are the catalogue's (catalogue/scripts/build.mjs).
 */
const entryPoints = ['server', 'cli/admin', 'cli/qaLink'].map((entry) => join(apiDir, 'src', `${entry}.ts`));
// ESM-only dependencies are bundled (compiled to CommonJS with our code); the others stay external.
const bundled = new Set(['p-queue']);
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name));

rmSync(join(apiDir, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints,
  outbase: join(apiDir, 'src'),
  outdir: join(apiDir, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  keepNames: true,
  // The migrations' SQL files are imported as text (api/src/db/migrations.ts): one bundle, nothing beside it.
  loader: { '.sql': 'text' },
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
});
console.log(
  `api: ${entryPoints.length} entries bundled to dist/ (${Object.keys(result.metafile.inputs).length} modules)`,
);
