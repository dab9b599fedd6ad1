import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoteCanary, promote, rollback } from '../commands.mjs';
import { remotesJson, storeWith } from './releasesFolder.mjs';

// Not about the compatibility gate (compat.test.mjs is): every promotion is forced past it.
const options = { fallbackContract: '1.2.0', force: true };
/** Why the gate would have refused: these folders have no live shell. */
const NO_SHELL = 'no shell is live to run it with';
const manifest = (/** @type {string} */ version) => `/remotes/catalog/${version}/mf-manifest.json`;

/** A catalog 1.0.0 live for everyone, 1.1.0 and 1.2.0 released beside it, and a product live. */
function liveCatalog() {
  const store = storeWith([
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '1.1.0', '1.2.0'],
    ['catalog', '1.2.0', '1.2.0'],
    ['catalog', '9.0.0', '2.0.0'],
    ['product', '1.0.0', '1.2.0'],
  ]);
  promote(store, [['product', '1.0.0']], options);
  promote(store, [['catalog', '1.0.0']], options);
  return store;
}

/** @param {import('../store.mjs').ReleaseStore} store */
const actions = (store) => store.log().map(({ action }) => action);

test('promote --canary splits the remote between the live release and the canary', () => {
  const store = liveCatalog();
  const done = promote(store, [['catalog', '1.1.0']], { ...options, canary: 10 });
  assert.deepEqual(done, [
    { app: 'catalog', from: '1.0.0', to: '1.1.0', changed: true, canary: 10, forced: NO_SHELL },
  ]);
  assert.deepEqual(remotesJson(store), {
    product: '/remotes/product/1.0.0/mf-manifest.json',
    catalog: { stable: manifest('1.0.0'), canary: manifest('1.1.0'), percent: 10 },
  });
  // The stable release is still what is live, and what rollback walks back from.
  assert.equal(store.live().remotes.catalog, '1.0.0');
  assert.deepEqual(store.live().canaries.catalog, { version: '1.1.0', percent: 10 });
  assert.deepEqual(store.history('catalog'), ['1.0.0']);
  // Ramped up: the same canary, another percent.
  promote(store, [['catalog', '1.1.0']], { ...options, canary: 50 });
  assert.equal(remotesJson(store).catalog.percent, 50);
  assert.deepEqual(store.log().at(-1), {
    at: store.log().at(-1)?.at,
    app: 'catalog',
    action: 'canary',
    version: '1.1.0',
    percent: 50,
    stable: '1.0.0',
    replaced: { version: '1.1.0', percent: 10 },
    forced: NO_SHELL,
  });
});

test('promote without --canary completes the canary: one plain entry for every browser', () => {
  const store = liveCatalog();
  promote(store, [['catalog', '1.1.0']], { ...options, canary: 25 });
  const [done] = promote(store, [['catalog', '1.1.0']], options);
  assert.ok(done && 'endedCanary' in done);
  assert.deepEqual(done.endedCanary, { version: '1.1.0', percent: 25 });
  assert.equal(remotesJson(store).catalog, manifest('1.1.0'));
  assert.deepEqual(store.history('catalog'), ['1.0.0', '1.1.0']);
  assert.deepEqual(actions(store).slice(-2), ['canary', 'complete-canary']);
  // The completed canary is an ordinary promotion: rollback returns to the release before it.
  assert.equal(rollback(store, 'catalog', options).to, '1.0.0');
});

test('rollback while a canary runs ends it: the stable release for every browser', () => {
  const store = liveCatalog();
  promote(store, [['catalog', '1.1.0']], { ...options, canary: 50 });
  const done = rollback(store, 'catalog', options);
  assert.deepEqual(done, { app: 'catalog', from: '1.1.0', to: '1.0.0', changed: true, endedCanary: true });
  assert.equal(remotesJson(store).catalog, manifest('1.0.0'));
  assert.deepEqual(store.history('catalog'), ['1.0.0']);
  assert.equal(store.log().at(-1)?.action, 'end-canary');
});

test('demoteCanary ends only the canary it names, and keeps the reason', () => {
  const store = liveCatalog();
  promote(store, [['catalog', '1.1.0']], { ...options, canary: 50 });
  // A watcher that looked at an older canary changes nothing.
  const stale = demoteCanary(store, 'catalog', { version: '1.2.0', reason: 'errors' });
  assert.equal(stale.changed, false);
  assert.match(stale.message, /catalog 1\.2\.0 is not the running canary \(1\.1\.0\): nothing changed/);
  assert.deepEqual(remotesJson(store).catalog.canary, manifest('1.1.0'));

  const done = demoteCanary(store, 'catalog', { version: '1.1.0', reason: 'error rate 4% against 0.5%' });
  assert.equal(done.changed, true);
  const entry = remotesJson(store).catalog;
  assert.deepEqual(entry, {
    stable: manifest('1.0.0'),
    demoted: { version: '1.1.0', reason: 'error rate 4% against 0.5%', at: entry.demoted.at },
  });
  assert.equal(store.live().remotes.catalog, '1.0.0');
  assert.equal(store.live().canaries.catalog, null);
  assert.equal(store.log().at(-1)?.reason, 'error rate 4% against 0.5%');
  // Nothing runs any more: a second demotion says so.
  assert.equal(demoteCanary(store, 'catalog', { version: '1.1.0', reason: 'again' }).changed, false);
  // A demoted entry is the stable release: a new canary splits it again.
  promote(store, [['catalog', '1.2.0']], { ...options, canary: 5 });
  assert.deepEqual(remotesJson(store).catalog.stable, manifest('1.0.0'));
});

test('the contract check applies to the canary, and a live canary counts for a shell promotion', () => {
  const store = liveCatalog();
  assert.throws(
    () => promote(store, [['catalog', '9.0.0']], { ...options, canary: 10 }),
    /Refused: catalog 9\.0\.0 was built against platform contract 2\.0\.0/,
  );
  assert.equal(remotesJson(store).catalog, manifest('1.0.0'));
  assert.throws(
    () => promote(store, [['catalog', '1.0.0']], { ...options, canary: 10 }),
    /already the stable release/,
  );
  assert.throws(
    () =>
      promote(
        store,
        [
          ['catalog', '1.1.0'],
          ['product', '1.0.0'],
        ],
        { ...options, canary: 10 },
      ),
    /A canary is one remote/,
  );
});

test('npm run promote refuses a bad percent with one clear line, and lists the split', () => {
  const store = liveCatalog();
  const cli = fileURLToPath(new URL('../cli.mjs', import.meta.url));
  const env = { ...process.env, RELEASES_DIR: store.dir };
  for (const bad of ['0', '100', '12.5', 'half', '']) {
    const run = spawnSync('node', [cli, 'promote', 'catalog', '1.1.0', '--canary', bad], {
      env,
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, bad);
    assert.equal(run.stderr, `--canary takes a whole percent from 1 to 99, not '${bad}'.\n`);
  }
  assert.equal(remotesJson(store).catalog, manifest('1.0.0'));
  const started = execFileSync('node', [cli, 'promote', 'catalog', '1.1.0', '--canary', '30', '--force'], {
    env,
    encoding: 'utf8',
  });
  assert.match(started, /^catalog: canary 1\.1\.0 for 30% of browsers, 1\.0\.0 for the rest/);
  const listed = execFileSync('node', [cli, 'list'], { env, encoding: 'utf8' });
  assert.match(
    listed,
    /catalog: live 1\.0\.0\n {2}canary 1\.1\.0 for 30% of browsers, 1\.0\.0 for the rest\n/,
  );
  assert.match(listed, / ~ 1\.1\.0 /);
});
