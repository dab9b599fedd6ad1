import assert from 'node:assert/strict';
import { existsSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promote, rollback } from '../commands.mjs';
import { ReleaseError } from '../store.mjs';
import { remotesJson, storeWith } from './releasesFolder.mjs';

// Not about the compatibility gate (compat.test.mjs is): every promotion is forced past it.
const options = { fallbackContract: '1.2.0', force: true };

test('promote points remotes.json at the release and leaves the other remotes as they are', () => {
  const store = storeWith([
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '2.0.0', '1.3.0'],
    ['product', '1.0.0', '1.2.0'],
  ]);
  promote(store, [['product', '1.0.0']], options);
  promote(store, [['catalog', '1.0.0']], options);
  assert.deepEqual(remotesJson(store), {
    product: '/remotes/product/1.0.0/mf-manifest.json',
    catalog: '/remotes/catalog/1.0.0/mf-manifest.json',
  });
  const done = promote(store, [['catalog', '2.0.0']], options);
  assert.deepEqual(done, [
    { app: 'catalog', from: '1.0.0', to: '2.0.0', changed: true, forced: 'no shell is live to run it with' },
  ]);
  assert.equal(remotesJson(store).catalog, '/remotes/catalog/2.0.0/mf-manifest.json');
  assert.equal(remotesJson(store).product, '/remotes/product/1.0.0/mf-manifest.json');
  assert.deepEqual(store.history('catalog'), ['1.0.0', '2.0.0']);
});

test('rollback returns to the previous version, and again to the one before; then refuses', () => {
  const store = storeWith([
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '1.1.0', '1.2.0'],
    ['catalog', '1.2.0', '1.2.0'],
  ]);
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) promote(store, [['catalog', version]], options);
  assert.equal(rollback(store, 'catalog', options).to, '1.1.0');
  assert.equal(store.live().remotes.catalog, '1.1.0');
  assert.equal(rollback(store, 'catalog', options).to, '1.0.0');
  assert.throws(() => rollback(store, 'catalog', options), ReleaseError);
  assert.equal(store.live().remotes.catalog, '1.0.0');
});

test('the shell is promoted by swapping its live symlink', () => {
  const store = storeWith([
    ['shell', '1.0.0', '1.2.0'],
    ['shell', '1.0.1', '1.2.0'],
  ]);
  promote(store, [['shell', '1.0.0']], options);
  promote(store, [['shell', '1.0.1']], options);
  assert.equal(readlinkSync(store.shellLink), '1.0.1');
  rollback(store, 'shell', options);
  assert.equal(readlinkSync(store.shellLink), '1.0.0');
});

test('a release against another contract major is refused, and nothing changes', () => {
  const store = storeWith([
    ['shell', '1.0.0', '1.2.0'],
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '9.0.0', '2.0.0'],
    ['shell', '2.0.0', '2.0.0'],
  ]);
  promote(store, [['shell', '1.0.0']], options);
  promote(store, [['catalog', '1.0.0']], options);
  assert.throws(
    () => promote(store, [['catalog', '9.0.0']], options),
    /contract 2\.0\.0, but the live shell uses 1\.2\.0/,
  );
  assert.equal(store.live().remotes.catalog, '1.0.0');
  // A shell of the new major would strand the live catalog: refused too.
  assert.throws(() => promote(store, [['shell', '2.0.0']], options), /live catalog \(1\.2\.0\)/);
  assert.equal(store.live().shell, '1.0.0');
  // The way to a new major: the shell and its remotes promoted together, checked as a whole.
  promote(
    store,
    [
      ['shell', '2.0.0'],
      ['catalog', '9.0.0'],
    ],
    options,
  );
  assert.deepEqual(store.live().remotes, { catalog: '9.0.0', product: null });
  assert.equal(store.live().shell, '2.0.0');
  // Rolling one of them back alone would split the majors again: refused.
  assert.throws(() => rollback(store, 'catalog', options), /but the live shell uses 2\.0\.0/);
});

test('the replaced shell stays reachable as shell/previous, for tabs opened on it', () => {
  const store = storeWith([
    ['shell', '1.0.0', '1.2.0'],
    ['shell', '1.0.1', '1.2.0'],
  ]);
  promote(store, [['shell', '1.0.0']], options);
  assert.throws(() => readlinkSync(store.shellPreviousLink));
  promote(store, [['shell', '1.0.1']], options);
  assert.equal(readlinkSync(store.shellPreviousLink), '1.0.0');
  rollback(store, 'shell', options);
  assert.equal(readlinkSync(store.shellLink), '1.0.0');
  assert.equal(readlinkSync(store.shellPreviousLink), '1.0.1');
});

test('one promotion at a time: a running one holds the lock, a dead one does not', () => {
  const store = storeWith([['catalog', '1.0.0', '1.2.0']]);
  // The lock of a process that is running (this one, standing in for a concurrent promote).
  writeFileSync(join(store.dir, '.lock'), String(process.pid));
  assert.throws(
    () => promote(store, [['catalog', '1.0.0']], options),
    /Another promote or rollback is running/,
  );
  assert.equal(store.live().remotes.catalog, null);
  // A lock left behind by a process that has gone (pid far above any in use) is taken over, then released.
  writeFileSync(join(store.dir, '.lock'), '4194304999');
  promote(store, [['catalog', '1.0.0']], options);
  assert.equal(store.live().remotes.catalog, '1.0.0');
  assert.equal(existsSync(join(store.dir, '.lock')), false);
});

test('unknown apps, malformed versions and missing releases are clear errors', () => {
  const store = storeWith([['catalog', '1.0.0', '1.2.0']]);
  assert.throws(() => promote(store, [['billing', '1.0.0']], options), /Unknown app 'billing'/);
  assert.throws(() => promote(store, [['catalog', '../../etc']], options), /not a release version/);
  assert.throws(() => promote(store, [['catalog', '1.0.1']], options), /no release catalog 1\.0\.1/);
});
