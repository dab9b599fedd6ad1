// Transpiles api/src to api/dist with swc (CommonJS, Node 20), like every other package here; type checking
// is `tsc --noEmit` (npm run typecheck). Type-only imports, such as the wire types from @sencha/shared, vanish.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const src = join(apiDir, 'src');
const out = join(apiDir, 'dist');

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      yield path;
  }
}

rmSync(out, { recursive: true, force: true });
const files = [...sources(src)];
await Promise.all(
  files.map(async (file) => {
    const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
      module: { type: 'commonjs' },
      sourceMaps: true,
      sourceFileName: relative(dirname(target), file),
    });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    if (map) writeFileSync(`${target}.map`, map);
  }),
);
console.log(`api: ${files.length} files transpiled to dist/`);
