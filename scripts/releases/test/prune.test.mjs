import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { prunable, prune, pruneCommand, retentionDaysOf } from '../prune.mjs';
import { ReleaseError, ReleaseStore, manifestPath } from '../store.mjs';

const apps = { shell: 'shell', remotes: ['catalog', 'product'] };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-31T00:00:00Z');

/**
 * A releases folder whose releases were built `age` days before NOW (release.json only: pruning reads no build).
 * @param {[app: string, version: string, age: number][]} releases
 */
function storeWith(releases) {
  const dir = mkdtempSync(join(tmpdir(), 'releases-prune-'));
  for (const [app, version, age] of releases) {
    mkdirSync(join(dir, app, version), { recursive: true });
    const builtAt = new Date(NOW - age * DAY).toISOString();
    writeFileSync(
      join(dir, app, version, 'release.json'),
      JSON.stringify({ app, version, commit: 'abc1234', builtAt, contract: '1.0.0' }),
    );
  }
  return new ReleaseStore(dir, apps);
}

/** @param {ReleaseStore} store @param {Record<string, unknown>} entries */
const pointRemotes = (store, entries) => writeFileSync(store.remotesFile, JSON.stringify(entries));

/** @param {{ app: string, version: string }[]} list */
const names = (list) => list.map(({ app, version }) => `${app} ${version}`);

test('deletes only old releases beyond the last three of each app that no pointer names', () => {
  const store = storeWith([
    ['catalog', '1.0.0', 40],
    ['catalog', '1.1.0', 30],
    ['catalog', '1.2.0', 20],
    ['catalog', '1.3.0', 16],
    ['catalog', '1.4.0', 15],
    ['catalog', '1.5.0', 2],
    ['product', '1.0.0', 60],
    ['product', '1.1.0', 50],
  ]);
  pointRemotes(store, {
    catalog: manifestPath('catalog', '1.0.0'),
    product: manifestPath('product', '1.0.0'),
  });
  // catalog 1.0.0 is live; 1.3.0, 1.4.0 and 1.5.0 are the last three; product has only two.
  assert.deepEqual(names(prunable(store, { now: NOW })), ['catalog 1.1.0', 'catalog 1.2.0']);
  const done = prune(store, { now: NOW });
  assert.deepEqual(names(done), ['catalog 1.1.0', 'catalog 1.2.0']);
  assert.deepEqual(readdirSync(join(store.dir, 'catalog')).sort(), ['1.0.0', '1.3.0', '1.4.0', '1.5.0']);
  // Nothing is left half way: the staging folder holds no leftovers, and the lock is released.
  assert.deepEqual(readdirSync(join(store.dir, '.staging')), []);
  assert.equal(existsSync(join(store.dir, '.lock')), false);
});

test('keeps releases within the retention period, whatever their number', () => {
  const store = storeWith([
    ['product', '1.0.0', 13],
    ['product', '1.1.0', 12],
    ['product', '1.2.0', 11],
    ['product', '1.3.0', 10],
    ['product', '1.4.0', 9],
  ]);
  assert.deepEqual(prunable(store, { now: NOW }), []);
  assert.deepEqual(names(prunable(store, { now: NOW, retentionDays: 10 })), [
    'product 1.0.0',
    'product 1.1.0',
  ]);
  assert.equal(prunable(store, { now: NOW, retentionDays: 0, keepLast: 0 }).length, 5);
});

test("never deletes a canary, the live shell or the shell's previous release", () => {
  const store = storeWith([
    ['catalog', '1.0.0', 90],
    ['catalog', '1.1.0', 80],
    ['catalog', '1.2.0', 70],
    ['shell', '1.0.0', 90],
    ['shell', '1.1.0', 80],
    ['shell', '1.2.0', 70],
  ]);
  pointRemotes(store, {
    catalog: {
      stable: manifestPath('catalog', '1.0.0'),
      canary: manifestPath('catalog', '1.1.0'),
      percent: 10,
    },
  });
  symlinkSync('1.1.0', store.shellLink);
  symlinkSync('1.0.0', store.shellPreviousLink);
  const doomed = prunable(store, { now: NOW, retentionDays: 0, keepLast: 0 });
  assert.deepEqual(names(doomed), ['shell 1.2.0', 'catalog 1.2.0']);
});

test('a dry run lists what would go and deletes nothing; the CLI reads RELEASE_RETENTION_DAYS', () => {
  const store = storeWith([
    ['product', '1.0.0', 30],
    ['product', '1.1.0', 20],
  ]);
  const lines = pruneCommand(store, ['--dry-run', '--keep', '0'], { RELEASE_RETENTION_DAYS: '25' }, NOW);
  assert.match(lines[0] ?? '', /^Would delete product 1\.0\.0 \(built /);
  assert.match(
    lines.at(-1) ?? '',
    /Would delete 1 release\(s\): kept every release newer than 25 days, the last 0/,
  );
  assert.equal(existsSync(join(store.dir, 'product', '1.0.0')), true);
  assert.throws(() => pruneCommand(store, [], { RELEASE_RETENTION_DAYS: 'soon' }), ReleaseError);
  assert.throws(() => pruneCommand(store, ['--keep', '-1'], {}), ReleaseError);
  assert.equal(retentionDaysOf(undefined), 14);
  assert.equal(retentionDaysOf('7'), 7);
});
