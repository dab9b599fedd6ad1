// Transpiles api/src to api/dist with swc (CommonJS, Node 20), like every other package here; type checking
// is `tsc --noEmit` (npm run typecheck). Type-only imports, such as the wire types from @sencha/platform, vanish.
// The few dependency-free ui-kit modules the server runs (the e-mail and contact form rules, the image widths,
// the site paths) are transpiled into dist/shared/ and their package specifiers rewritten to relative paths:
// Node 20 cannot load TypeScript.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const src = join(apiDir, 'src');
const out = join(apiDir, 'dist');
const sharedDir = join(apiDir, '..', 'ui-kit');
/** Package subpath -> source file, for every @sencha/ui-kit module the server imports at run time. */
const sharedRuntime = {
  '@sencha/ui-kit/email': 'src/validation/email.ts',
  // Requires ./email, which the entry above puts next to it.
  '@sencha/ui-kit/contact-form': 'src/validation/contactForm.ts',
  '@sencha/ui-kit/newsletter-messages': 'src/newsletter/linkMessages.ts',
  '@sencha/ui-kit/image-widths': 'src/images/imageWidths.ts',
  '@sencha/ui-kit/shipping-countries': 'src/shipping/countries.ts',
  '@sencha/ui-kit/site-paths': 'src/seo/sitePaths.ts',
  '@sencha/ui-kit/slug': 'src/validation/slug.ts',
  '@sencha/ui-kit/search-rules': 'src/search/searchRules.ts',
};

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      yield path;
  }
}

function rewriteShared(code, target) {
  let result = code;
  for (const [specifier, file] of Object.entries(sharedRuntime)) {
    let rel = relative(dirname(target), join(out, 'shared', file.replace(/\.ts$/, '.js')));
    if (!rel.startsWith('.')) rel = `./${rel}`;
    result = result.split(`require("${specifier}")`).join(`require(${JSON.stringify(rel)})`);
  }
  if (/require\("@sencha\/ui-kit[^"]*"\)/.test(result))
    throw new Error(`${target}: imports an @sencha/ui-kit module not listed in sharedRuntime (build.mjs)`);
  return result;
}

rmSync(out, { recursive: true, force: true });
const files = [
  ...[...sources(src)].map((file) => ({ file, target: join(out, relative(src, file)) })),
  ...Object.values(sharedRuntime).map((file) => ({
    file: join(sharedDir, file),
    target: join(out, 'shared', file),
  })),
];
await Promise.all(
  files.map(async ({ file, target: tsTarget }) => {
    const target = tsTarget.replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
      module: { type: 'commonjs' },
      sourceMaps: true,
      sourceFileName: relative(dirname(target), file),
    });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(
      target,
      `${rewriteShared(code, target)}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`,
    );
    if (map) writeFileSync(`${target}.map`, map);
  }),
);
console.log(`api: ${files.length} files transpiled to dist/`);
