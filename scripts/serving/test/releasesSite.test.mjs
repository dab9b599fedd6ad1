import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createStaticServer, listen } from '../../static-server.mjs';
import { releasesSite, releasesToServe } from '../releasesSite.mjs';

/** @param {string} file @param {string} text */
function write(file, text) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

// A releases folder as npm run release and promote leave it (docs/releasing.md): two shells, two catalogs.
const dir = mkdtempSync(join(tmpdir(), 'sencha-releases-serve-'));
for (const version of ['1.0.0', '1.1.0']) {
  const shell = join(dir, 'shell', version);
  write(join(shell, 'index.html'), `<title>%PUBLIC_URL%</title><p>shell ${version}</p>`);
  write(join(shell, 'config.json'), `{"siteUrl":null,"version":"${version}"}`);
  write(join(shell, 'main.js'), `/* shell ${version} */`);
  write(join(shell, `only-${version}.0123abcd.js`), `/* chunk of ${version} */`);
  const catalog = join(dir, 'catalog', version);
  write(join(catalog, 'mf-manifest.json'), `{"version":"${version}"}`);
  write(join(catalog, 'page.89abcdef.js'), `/* catalog ${version} */`);
  write(join(catalog, 'page.89abcdef.js.map'), '{}');
  write(join(catalog, 'release.json'), `{"version":"${version}"}`);
}
symlinkSync('1.1.0', join(dir, 'shell', 'live'));
symlinkSync('1.0.0', join(dir, 'shell', 'previous'));
write(join(dir, 'history.json'), '{}');
/** @param {string} version */
const pointer = (version) => JSON.stringify({ catalog: `/remotes/catalog/${version}/mf-manifest.json` });
write(join(dir, 'remotes.json'), pointer('1.0.0'));

const headers = { every: {}, document: {}, subresource: {} };
const site = releasesSite(dir, 'https://shop.test');
const server = await listen(
  createStaticServer({ root: site.locate, render: site.render, spa: true, headers }),
  0,
  '127.0.0.1',
);
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
after(() => server.close());

/** @param {string} path */
async function get(path) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

test('serves a releases folder only when something is live in it', () => {
  assert.equal(releasesToServe({ RELEASES_DIR: dir }, '/nowhere'), dir);
  const empty = mkdtempSync(join(tmpdir(), 'sencha-releases-none-'));
  assert.equal(releasesToServe({ RELEASES_DIR: empty }, '/nowhere'), null);
  write(join(empty, 'remotes.json'), '{}');
  // A pointer without a live shell is not yet a shop.
  assert.equal(releasesToServe({}, empty.replace(/\/[^/]+$/, '/missing')), null);
  assert.equal(releasesToServe({ RELEASES_DIR: empty }, '/nowhere'), null);
});

test('the live pointer, read at every request, never cached', async () => {
  const first = await get('/remotes.json');
  assert.equal(first.status, 200);
  assert.deepEqual(JSON.parse(first.body), JSON.parse(pointer('1.0.0')));
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  write(join(dir, 'remotes.json.tmp'), pointer('1.1.0'));
  renameSync(join(dir, 'remotes.json.tmp'), join(dir, 'remotes.json'));
  assert.deepEqual(JSON.parse((await get('/remotes.json')).body), JSON.parse(pointer('1.1.0')));
});

test("each release's files under /remotes/<app>/<version>/, with the release cache rules", async () => {
  const manifest = await get('/remotes/catalog/1.0.0/mf-manifest.json');
  assert.equal(manifest.status, 200);
  assert.equal(manifest.body, '{"version":"1.0.0"}');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  const chunk = await get('/remotes/catalog/1.1.0/page.89abcdef.js');
  assert.equal(chunk.body, '/* catalog 1.1.0 */');
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await get('/remotes/catalog/1.1.0/release.json')).status, 200);
  for (const path of [
    '/remotes/catalog/1.0.0/page.89abcdef.js.map',
    '/remotes/catalog/9.9.9/mf-manifest.json',
    '/remotes/catalog/1.0.0/',
    '/remotes/history.json',
    '/remotes/catalog/latest/mf-manifest.json',
    '/remotes/catalog/1.0.0/../../history.json',
  ])
    assert.equal((await get(path)).status, 404, path);
});

test("the live shell at /, its pages rendered; the previous shell's files for open tabs; else 404", async () => {
  const home = await get('/');
  assert.match(home.body, /<title>https:\/\/shop\.test<\/title><p>shell 1\.1\.0<\/p>/);
  assert.equal(home.headers.get('cache-control'), 'no-cache');
  assert.match((await get('/matcha-tea')).body, /shell 1\.1\.0/);
  assert.equal(JSON.parse((await get('/config.json')).body).version, '1.1.0');
  assert.equal((await get('/main.js')).body, '/* shell 1.1.0 */');
  assert.equal((await get('/only-1.0.0.0123abcd.js')).body, '/* chunk of 1.0.0 */');
  const missing = await get('/nowhere.0123abcd.js');
  assert.equal(missing.status, 404);
  assert.doesNotMatch(missing.body, /shell/);
});

test('a promotion of the shell applies to the next request, with no restart', async () => {
  rmSync(join(dir, 'shell', 'live'));
  symlinkSync('1.0.0', join(dir, 'shell', 'live'));
  assert.match((await get('/home')).body, /shell 1\.0\.0/);
  assert.equal((await get('/main.js')).body, '/* shell 1.0.0 */');
  assert.equal(JSON.parse((await get('/config.json')).body).version, '1.0.0');
});
