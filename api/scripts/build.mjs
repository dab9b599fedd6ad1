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
/** Every entry the package's scripts, the Dockerfile and `npm start` run (dist/<path>.js). */
const entryPoints = ['server', 'cli/admin', 'cli/qaLink', 'cli/seed', 'bench/bench', 'bench/fsync'].map(
  (entry) => join(apiDir, 'src', `${entry}.ts`),
);
const external = Object.keys(pkg.dependencies);

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
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
});
console.log(`api: ${entryPoints.length} entries bundled to dist/ (${Object.keys(result.metafile.inputs).length} modules)`);
