import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WatchError, fetchFigures, figuresOfBody, watchOnce } from '../canaryWatch.mjs';
import { promote } from '../commands.mjs';
import { remotesJson, storeWith } from './releasesFolder.mjs';

const policy = { minClients: 4, margin: 0.05 };
/** @param {string} version @param {number} clients @param {number} failingClients */
const row = (version, clients, failingClients) => ({
  version,
  clients,
  failingClients,
  views: clients,
  failures: failingClients,
});

function withCanary() {
  const store = storeWith([
    ['catalog', '1.0.0', '1.2.0'],
    ['catalog', '1.1.0', '1.2.0'],
  ]);
  promote(store, [['catalog', '1.0.0']], { fallbackContract: '1.2.0', force: true });
  promote(store, [['catalog', '1.1.0']], { fallbackContract: '1.2.0', canary: 50, force: true });
  return store;
}

test('demotes a failing canary and records why', async () => {
  const store = withCanary();
  const done = await watchOnce(store, 'catalog', {
    figures: async () => [row('1.0.0', 5, 0), row('1.1.0', 4, 4)],
    policy,
  });
  assert.equal(done.action, 'demote');
  const entry = remotesJson(store).catalog;
  assert.equal(entry.stable, '/remotes/catalog/1.0.0/mf-manifest.json');
  assert.equal(entry.demoted.version, '1.1.0');
  assert.match(
    entry.demoted.reason,
    /^canary 1\.1\.0 100% of 4 clients failing \(4\/4 views\); stable 1\.0\.0 0% of 5 clients failing \(0\/5 views\); over the 5% margin$/,
  );
});

test('changes nothing with too few clients, or without a canary, whatever the stable reports', async () => {
  const store = withCanary();
  const before = remotesJson(store);
  const waiting = await watchOnce(store, 'catalog', {
    figures: async () => [row('1.1.0', 1, 1)],
    policy,
  });
  assert.equal(waiting.action, 'wait');
  assert.deepEqual(remotesJson(store), before);

  const plain = storeWith([['catalog', '1.0.0', '1.2.0']]);
  promote(plain, [['catalog', '1.0.0']], { fallbackContract: '1.2.0', force: true });
  let asked = false;
  const none = await watchOnce(plain, 'catalog', {
    figures: async () => {
      asked = true;
      return [row('1.0.0', 5000, 5000)];
    },
    policy,
  });
  assert.equal(none.action, 'none');
  assert.equal(asked, false);
  assert.equal(remotesJson(plain).catalog, '/remotes/catalog/1.0.0/mf-manifest.json');
});

test('an unreachable or refusing API is a WatchError, and changes nothing', async () => {
  const store = withCanary();
  const before = remotesJson(store);
  const down = /** @type {typeof fetch} */ (async () => Promise.reject(new Error('ECONNREFUSED')));
  await assert.rejects(fetchFigures('http://127.0.0.1:9', 't', 'catalog', down), WatchError);
  const refusing = /** @type {typeof fetch} */ (async () => new Response('{}', { status: 401 }));
  await assert.rejects(
    watchOnce(store, 'catalog', {
      figures: (app) => fetchFigures('http://127.0.0.1:9', 't', app, refusing),
      policy,
    }),
    /answered 401/,
  );
  assert.deepEqual(remotesJson(store), before);
});

test('refuses figures of an unexpected shape', () => {
  assert.throws(() => figuresOfBody({ versions: [{ version: '1.0.0', clients: -1 }] }), WatchError);
  assert.throws(() => figuresOfBody([]), WatchError);
  assert.deepEqual(figuresOfBody({ versions: [row('1.0.0', 2, 1)] }), [row('1.0.0', 2, 1)]);
});
