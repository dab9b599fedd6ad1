// More releases of the catalog remote for e2e/tests/releases.spec.ts, and one of the product remote, made with the
// real release command (scripts/releases/commands.mjs) into e2e/.qa/releases/:
// - 0.2.0: the catalog with one visible change, its home carousel heading reads 'Explore Our New Season', and
//   one more first read and one more route declared for its home page in its pages.json, /api/faq and /new-season
//   the shell starts what a remote's release declares, with no shell release);
// - 0.3.0-platform2: what a catalog built against @sencha/platform 2.x looks like: 0.2.0 with its platform
//   requirement and release.json saying 2.0.0 (this repository holds only platform 1.x to build against);
// - 0.4.0-broken: the catalog whose tea type page throws while rendering, the canary the watcher must demote
//   (e2e/tests/canary-watch.spec.ts);
// - product 0.5.0-no-cart: the tea item page renders no Add to Cart button, a break of the cart journey that
//   typecheck cannot see: the compatibility gate must fail it (e2e/tests/compat-gate.spec.ts).
// The releases of version 0.1.0 are the production builds themselves (e2e/support/releasesLayout.ts).
// Rebuilt only when the catalog's or the product's production build is newer than its fixtures.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cpSync, existsSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../../scripts/apps.mjs';
import { release } from '../../scripts/releases/commands.mjs';
import { ReleaseStore } from '../../scripts/releases/store.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const qa = join(root, 'e2e/.qa');
const releasesDir = join(qa, 'releases');
/** @param {string} app */
const dirOf = (app) => /** @type {{ dir: string }} */ (remotes.find((remote) => remote.name === app)).dir;
export const NEXT = '0.2.0';
export const OTHER_CONTRACT = '0.3.0-platform2';
export const BROKEN = '0.4.0-broken';
export const NO_CART = '0.5.0-no-cart';
/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const fixtures = [
  ['catalog', OTHER_CONTRACT],
  ['catalog', BROKEN],
  ['product', NO_CART],
];
/** @param {string[]} fixture */
const fresh = ([app, version]) => {
  const fixture = join(releasesDir, app, version, 'release.json');
  const built = join(root, dirOf(app), 'dist/mf-manifest.json');
  return existsSync(fixture) && statSync(fixture).mtimeMs > statSync(built).mtimeMs;
};
if (fixtures.every(fresh)) {
  console.log('Release fixtures are up to date.');
  process.exit(0);
}
rmSync(releasesDir, { recursive: true, force: true });
const store = new ReleaseStore(releasesDir, {
  shell: 'shell',
  remotes: remotes.map((remote) => remote.name),
});
const contract = readJson(join(root, 'platform/package.json')).version;

/**
 * Releases a copy of a remote's sources, changed by `edit` (given the copy's folder), as the command releases
 * any app.
 * @param {string} app
 * @param {string} version
 * @param {(source: string) => void} edit
 */
function releaseEdited(app, version, edit) {
  const source = join(qa, `${app}-next-src`);
  rmSync(source, { recursive: true, force: true });
  cpSync(join(root, dirOf(app)), source, {
    recursive: true,
    filter: (path) => !/[/\\](dist|node_modules)$/.test(path),
  });
  symlinkSync(join(root, dirOf(app), 'node_modules'), join(source, 'node_modules'));
  edit(source);
  try {
    release(store, app, version, { root, appDir: `e2e/.qa/${app}-next-src`, contract });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/**
 * Replaces `from` by `to` in one of the copy's exposed modules, found through exposes.json.
 * @param {string} source
 * @param {string} exposed
 * @param {string} from
 * @param {string} to
 */
const editExposed = (source, exposed, from, to) =>
  editFile(source, readJson(join(source, 'exposes.json'))[exposed], exposed, from, to);

/**
 * Replaces `from` by `to` in a file of the copy.
 * @param {string} source
 * @param {string} path the file, from the copy's folder
 * @param {string} exposed what to call it in an error
 * @param {string} from
 * @param {string} to
 */
function editFile(source, path, exposed, from, to) {
  const file = join(source, path);
  const original = readFileSync(file, 'utf8');
  const changed = original.replace(from, to);
  if (changed === original) throw new Error(`'${from}' is not in ${exposed}`);
  writeFileSync(file, changed);
}

// 0.2.0: one visible change.
releaseEdited('catalog', NEXT, (source) => {
  editExposed(source, './HomeCarousel', "heading = 'Explore Our Teas'", "heading = 'Explore Our New Season'");
  const pagesFile = join(source, 'pages.json');
  const pages = readJson(pagesFile);
  if (!pages.HomePage) throw new Error('No HomePage declaration in the catalog’s pages.json');
  pages.HomePage.reads.push({ path: '/api/faq' });
  pages.HomePage.routes.push({ path: 'new-season' });
  writeFileSync(pagesFile, JSON.stringify(pages, null, 2));
});

// 0.4.0-broken: the tea type page throws as it renders (its slot's error boundary catches it).
releaseEdited('catalog', BROKEN, (source) => {
  const start = 'export default function TeaTypePage({ slug: fixedSlug }: TeaTypePageProps) {';
  editExposed(
    source,
    './TeaTypePage',
    start,
    `${start}\n  throw new Error('Broken on purpose: a canary fixture');`,
  );
});

// product 0.5.0-no-cart: the Add to Cart button renders nothing (always, though no type says so).
releaseEdited('product', NO_CART, (source) => {
  const button = '  return (\n    <Button onClick={add}';
  editFile(source, 'src/info/AddToCart.tsx', 'AddToCart', button, `  if (product) return null;\n${button}`);
});

// 0.3.0-platform2: the same files, requiring platform ^2.0.0 in its entry (where the shell's federation
// runtime checks it) and its manifest, with release.json saying so.
const next = store.folder('catalog', NEXT);
const other = store.folder('catalog', OTHER_CONTRACT);
cpSync(next, other, { recursive: true });
const entryFile = join(other, 'remoteEntry.js');
const entry = readFileSync(entryFile, 'utf8');
const requirement = /requiredVersion:"\^1\.\d+\.\d+"/g;
if (!requirement.test(entry)) throw new Error("No platform ^1.x requirement in the catalog's remoteEntry.js");
const rewritten = entry.replace(requirement, 'requiredVersion:"^2.0.0"');
writeFileSync(entryFile, rewritten);
writeFileSync(`${entryFile}.gz`, gzipSync(rewritten));
writeFileSync(`${entryFile}.br`, brotliCompressSync(rewritten));
const manifestFile = join(other, 'mf-manifest.json');
const manifest = readJson(manifestFile);
manifest.metaData.buildInfo.buildVersion = OTHER_CONTRACT;
for (const shared of manifest.shared) {
  if (shared.name === '@sencha/platform')
    Object.assign(shared, { version: '2.0.0', requiredVersion: '^2.0.0' });
}
const manifestText = JSON.stringify(manifest);
writeFileSync(manifestFile, manifestText);
writeFileSync(`${manifestFile}.gz`, gzipSync(manifestText));
writeFileSync(`${manifestFile}.br`, brotliCompressSync(manifestText));
const record = readJson(join(other, 'release.json'));
writeFileSync(
  join(other, 'release.json'),
  JSON.stringify({ ...record, version: OTHER_CONTRACT, contract: '2.0.0' }, null, 2),
);
console.log(
  `Release fixtures: catalog ${NEXT}, ${OTHER_CONTRACT} and ${BROKEN}, product ${NO_CART} in ${releasesDir}`,
);
