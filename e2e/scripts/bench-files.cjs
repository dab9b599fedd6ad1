// Where a file the browser fetched comes from, and what it weighs compressed: for the bundle report of
// `npm run bench` (bundle-report.mjs). URLs are those of nginx over the releases folder
// (`/remotes/<name>/<version>/<file>`, the shell at `/`) or of `npm start` (one port per app, apps.json).
// CommonJS, so that both the bench's plain-Node script and the Playwright specs (compiled to CommonJS) load it.
const { existsSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
const { thinShares } = require('../../build-tools/shared-singletons.cjs');
/** A thin shared module's library and the packages it depends on: the code that sits behind that module. */
const thinLibraries = Object.entries(thinShares).map(([share, library]) => [
  share,
  new Set([library, ...Object.keys(require(`${library}/package.json`).dependencies ?? {})]),
]);

const root = join(__dirname, '../..');
const apps = JSON.parse(readFileSync(join(root, 'apps.json'), 'utf8'));
const shell = { dir: apps.shell.dir, remote: undefined };
const remotes = Object.entries(apps.remotes).map(([name, app]) => ({
  dir: app.dir,
  remote: name,
  port: app.port,
}));

/** The app and the file (relative to its dist/) a URL of the shop serves, or undefined for other origins. */
function appOfUrl(url) {
  const released = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(url.pathname);
  if (released) {
    const app = remotes.find((remote) => remote.remote === released[1]);
    return app && { app, file: released[2] };
  }
  const byPort = remotes.find((remote) => String(remote.port) === url.port);
  return { app: byPort ?? shell, file: url.pathname.replace(/^\//, '') };
}

/** The packages (node_modules/<name>) a built chunk holds, from its source map; undefined if it holds our code. */
function chunkPackages(dir, file) {
  const map = join(root, dir, 'dist', `${file}.map`);
  if (!existsSync(map)) return undefined;
  const names = JSON.parse(readFileSync(map, 'utf8')).sources.map(
    (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1],
  );
  return names.includes(undefined) ? undefined : new Set(names);
}

/**
 * The shared module a script belongs to: listed in its app's manifest, or a chunk of library code only that
 * holds a shared package or the library behind a thin shared module (webpack splits those out unlisted).
 */
function sharedGroupOf(listed, dir, file) {
  const named = listed.get(`${dir}/${file}`);
  if (named) return named;
  const packages = file.endsWith('.js') ? chunkPackages(dir, file) : undefined;
  if (!packages) return undefined;
  const shareNames = new Set(listed.values());
  for (const [share, libraries] of thinLibraries)
    if ([...packages].every((name) => libraries.has(name))) return share;
  return [...packages].find((name) => shareNames.has(name));
}

/** `<app dir>/<file>` -> the shared package whose chunk it is, from every app's mf-manifest.json. */
function sharedPackages() {
  const byFile = new Map();
  for (const app of [shell, ...remotes]) {
    const manifest = join(root, app.dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    for (const share of JSON.parse(readFileSync(manifest, 'utf8')).shared ?? [])
      for (const kind of ['js', 'css'])
        for (const file of [...(share.assets?.[kind]?.sync ?? []), ...(share.assets?.[kind]?.async ?? [])])
          byFile.set(`${app.dir}/${file}`, share.name);
  }
  return byFile;
}

/**
 * `<app dir>/<file>` of every file an app fetches only after its first paint or on a shopper's interaction: the
 * chunks of its `deferred-*` dynamic imports, listed by the build in dist/deferred-chunks.json
 * (build-tools/deferred-chunks-plugin.cjs, docs/architecture.md#deferred-code).
 */
function deferredFiles() {
  const files = new Set();
  for (const app of [shell, ...remotes]) {
    const list = join(root, app.dir, 'dist', 'deferred-chunks.json');
    if (!existsSync(list)) continue;
    for (const file of JSON.parse(readFileSync(list, 'utf8')).files) files.add(`${app.dir}/${file}`);
  }
  return files;
}

/** Whether a URL of the shop is a deferred chunk of one of its apps (for tests that withhold them). */
function deferredUrlTest() {
  const deferred = deferredFiles();
  return (url) => {
    const located = appOfUrl(url);
    return Boolean(located && deferred.has(`${located.app.dir}/${located.file}`));
  };
}

const compressed = (file, suffix, compress) => {
  if (existsSync(`${file}${suffix}`)) return statSync(`${file}${suffix}`).size;
  return existsSync(file) ? compress(readFileSync(file)).length : 0;
};

/** The gzip and brotli sizes of a built file: its precompressed copies, or compressed here (small files). */
function fileBytes(dir, file) {
  const path = join(root, dir, 'dist', file);
  return {
    gzip: compressed(path, '.gz', (data) => gzipSync(data, { level: 9 })),
    brotli: compressed(path, '.br', (data) =>
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

const emptyBytes = () => ({ gzip: 0, brotli: 0 });

function addBytes(sum, bytes) {
  sum.gzip += bytes.gzip;
  sum.brotli += bytes.brotli;
}

/** 'shared: <package>', 'deferred: <app>', 'shell' or 'remote: <name>' for one script or stylesheet. */
function groupOf(builds, app, file) {
  const sharedAs = sharedGroupOf(builds.shared, app.dir, file);
  if (sharedAs) return `shared: ${sharedAs}`;
  const owner = app.remote ? `remote: ${app.remote}` : 'shell';
  return builds.deferred.has(`${app.dir}/${file}`) ? `deferred: ${owner}` : owner;
}

const emptyWeight = () => ({ js: emptyBytes(), css: emptyBytes(), files: 0 });

function addWeight(sum, weight) {
  addBytes(sum.js, weight.js);
  addBytes(sum.css, weight.css);
  sum.files += weight.files;
}

/**
 * Records the scripts and stylesheets a Playwright page fetches from the shop (attach before `goto`). The
 * answer's `total` is the first-load weight (deferred chunks left out), `deferred` what came after the first
 * paint; `groups` splits both by shell, shared module, remote and deferred chunks.
 */
function recordWeights(page) {
  const builds = { shared: sharedPackages(), deferred: deferredFiles() };
  const groups = {};
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.css') ? 'css' : url.pathname.endsWith('.js') ? 'js' : undefined;
    const located = kind && appOfUrl(url);
    if (!located) return;
    const group = groupOf(builds, located.app, located.file);
    groups[group] ??= emptyWeight();
    addBytes(groups[group][kind], fileBytes(located.app.dir, located.file));
    groups[group].files += 1;
  });
  return () => {
    const total = emptyWeight();
    const deferred = emptyWeight();
    for (const [group, weight] of Object.entries(groups))
      addWeight(group.startsWith('deferred: ') ? deferred : total, weight);
    return { requests, groups, total, deferred };
  };
}

/**
 * First-load bytes are what the page itself needs: the shell prefetches the chunks of pages linked from it once
 * the page has loaded (docs/architecture.md#link-prefetching), which would otherwise land in the count. The
 * prefetcher stands down for a shopper's Save-Data, so that is what the measurement sets.
 */
function withoutLinkPrefetch(target) {
  return target.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
}

module.exports = {
  withoutLinkPrefetch,
  appOfUrl,
  sharedGroupOf,
  sharedPackages,
  deferredFiles,
  deferredUrlTest,
  fileBytes,
  emptyBytes,
  addBytes,
  recordWeights,
};
