import assert from 'node:assert/strict';
import { readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promote } from '../commands.mjs';
import { COMPAT_KEEP, compatRecords, recordCompat } from '../compat.mjs';
import { viewWithShell } from '../compatRun.mjs';
import { storeWith } from './releasesFolder.mjs';

const options = { fallbackContract: '1.2.0' };
const at = '2026-11-27T00:00:00.000Z';
const REFUSED =
  /Refused: catalog 1\.1\.0: .+\. Run npm run compat -- catalog 1\.1\.0 \(or promote with --force\)\.$/;

/** Shell 1.0.0 and catalog 1.0.0 live (forced: there was nothing to run the gate with), catalog 1.1.0 beside. */
function liveShop() {
  const store = storeWith([
    ['shell', '1.0.0', '1.2.0'],
    ['shell', '1.0.1', '1.2.0'],
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '1.1.0', '1.2.0'],
  ]);
  promote(
    store,
    [
      ['shell', '1.0.0'],
      ['catalog', '1.0.0'],
    ],
    { ...options, force: true },
  );
  return store;
}

/** @param {import('../store.mjs').ReleaseStore} store @param {string} shell @param {boolean} passed */
const ran = (store, shell, passed) =>
  recordCompat(store, 'catalog', '1.1.0', { shell, passed, at, durationMs: 42_000 });

test('a remote with no compatibility run is refused, also as a canary, and nothing changes', () => {
  const store = liveShop();
  assert.throws(() => promote(store, [['catalog', '1.1.0']], options), REFUSED);
  assert.throws(() => promote(store, [['catalog', '1.1.0']], { ...options, canary: 10 }), REFUSED);
  assert.throws(
    () => promote(store, [['catalog', '1.1.0']], options),
    /no compatibility run passed with shell 1\.0\.0/,
  );
  assert.equal(store.live().remotes.catalog, '1.0.0');
  assert.equal(store.live().canaries.catalog, null);
});

test('a failing last run, or a pass with another shell, is refused', () => {
  const store = liveShop();
  ran(store, '1.0.0', true);
  ran(store, '1.0.0', false);
  assert.throws(
    () => promote(store, [['catalog', '1.1.0']], options),
    /its last compatibility run failed with shell 1\.0\.0/,
  );
  const other = liveShop();
  recordCompat(other, 'catalog', '1.1.0', { shell: '0.9.0', passed: true, at, durationMs: 1 });
  assert.throws(() => promote(other, [['catalog', '1.1.0']], options), REFUSED);
  // Promoted with another shell, the remote must have passed with that one.
  ran(other, '1.0.0', true);
  assert.throws(
    () =>
      promote(
        other,
        [
          ['shell', '1.0.1'],
          ['catalog', '1.1.0'],
        ],
        options,
      ),
    /with shell 1\.0\.1\. Run npm run compat -- catalog 1\.1\.0 --shell 1\.0\.1 \(or/,
  );
  assert.equal(other.live().remotes.catalog, '1.0.0');
  assert.equal(other.live().shell, '1.0.0');
});

test('a passing last run with the live shell is accepted, as a canary too; the shell is not gated', () => {
  const store = liveShop();
  ran(store, '1.0.0', false);
  ran(store, '1.0.0', true);
  const [canary] = promote(store, [['catalog', '1.1.0']], { ...options, canary: 10 });
  assert.equal(canary?.forced, undefined);
  const [done] = promote(store, [['catalog', '1.1.0']], options);
  assert.deepEqual(done, {
    app: 'catalog',
    from: '1.0.0',
    to: '1.1.0',
    changed: true,
    endedCanary: { version: '1.1.0', percent: 10 },
  });
  assert.equal(store.live().remotes.catalog, '1.1.0');
  promote(store, [['shell', '1.0.1']], options);
  assert.equal(store.live().shell, '1.0.1');
  assert.equal(
    store.log().some((entry) => 'forced' in entry && entry.app !== 'catalog'),
    false,
  );
});

test('--force promotes past the gate, and the log records it', () => {
  const store = liveShop();
  ran(store, '1.0.0', false);
  const [done] = promote(store, [['catalog', '1.1.0']], { ...options, force: true });
  assert.equal(done?.forced, 'its last compatibility run failed with shell 1.0.0');
  assert.equal(store.live().remotes.catalog, '1.1.0');
  assert.deepEqual(store.log().at(-1), {
    at: store.log().at(-1)?.at,
    app: 'catalog',
    action: 'promote',
    version: '1.1.0',
    from: '1.0.0',
    forced: 'its last compatibility run failed with shell 1.0.0',
  });
});

test(`release.json keeps the last ${COMPAT_KEEP} runs, beside what it said`, () => {
  const store = liveShop();
  for (let run = 0; run < COMPAT_KEEP + 3; run++)
    recordCompat(store, 'catalog', '1.1.0', { shell: '1.0.0', passed: run % 2 === 0, at, durationMs: run });
  const runs = compatRecords(store, 'catalog', '1.1.0');
  assert.equal(runs.length, COMPAT_KEEP);
  assert.deepEqual(
    runs.map((run) => run.durationMs),
    Array.from({ length: COMPAT_KEEP }, (_, i) => i + 3),
  );
  assert.equal(store.release('catalog', '1.1.0').contract, '1.2.0');
});

test('a run with the shell promoted together (compat --shell) lets both through; its view links the folder', () => {
  const store = liveShop();
  ran(store, '1.0.1', true);
  const view = viewWithShell(store, '1.0.1');
  assert.equal(readlinkSync(join(view, 'shell', 'live')), '1.0.1');
  assert.equal(realpathSync(join(view, 'shell', 'live')), realpathSync(join(store.dir, 'shell', '1.0.1')));
  assert.equal(readFileSync(join(view, 'remotes.json'), 'utf8'), readFileSync(store.remotesFile, 'utf8'));
  assert.equal(realpathSync(join(view, 'catalog')), realpathSync(join(store.dir, 'catalog')));
  rmSync(view, { recursive: true });
  // Links only: the releases stay.
  assert.equal(store.release('shell', '1.0.1').version, '1.0.1');
  assert.equal(store.live().shell, '1.0.0');
  promote(
    store,
    [
      ['shell', '1.0.1'],
      ['catalog', '1.1.0'],
    ],
    options,
  );
  assert.deepEqual([store.live().shell, store.live().remotes.catalog], ['1.0.1', '1.1.0']);
});
