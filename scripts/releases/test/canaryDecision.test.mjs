import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureRate, judgeCanary } from '../canaryDecision.mjs';

const policy = { minClients: 20, margin: 0.05 };
const split = { stable: '1.0.0', canary: '1.1.0' };
/** @param {string} version @param {number} clients @param {number} failingClients */
const figures = (version, clients, failingClients, views = clients * 3, failures = failingClients * 2) => ({
  version,
  clients,
  failingClients,
  views,
  failures,
});

test('demotes a canary seen by enough clients that fails more than the stable by over the margin', () => {
  const decision = judgeCanary(split, [figures('1.0.0', 200, 2), figures('1.1.0', 20, 4)], policy);
  assert.equal(decision.action, 'demote');
  assert.match(decision.reason, /canary 1\.1\.0 20% of 20 clients failing/);
  assert.match(decision.reason, /stable 1\.0\.0 1% of 200 clients failing/);
});

test('keeps a canary within the margin of the stable', () => {
  const decision = judgeCanary(split, [figures('1.0.0', 100, 10), figures('1.1.0', 40, 6)], policy);
  assert.equal(decision.action, 'keep');
});

test('waits while the canary has too few clients, however badly it fails', () => {
  const decision = judgeCanary(split, [figures('1.1.0', 19, 19)], policy);
  assert.equal(decision.action, 'wait');
  assert.match(decision.reason, /Fewer than 20 clients/);
});

test('one client spamming failures is one client: it cannot reach the minimum', () => {
  // What the API keeps of a client that sent a thousand failure reports: one capped row.
  const spam = figures('1.1.0', 1, 1, 50, 50);
  assert.equal(judgeCanary(split, [spam, figures('1.0.0', 500, 0)], policy).action, 'wait');
});

test('a failing stable is never what gets demoted: the canary is judged against it', () => {
  // The only action is demoting the canary, and a canary no worse than a failing stable stays.
  for (const stable of [figures('1.0.0', 1, 1), figures('1.0.0', 5000, 5000), figures('1.0.0', 40, 30)]) {
    const decision = judgeCanary(split, [stable, figures('1.1.0', 50, 0)], policy);
    assert.equal(decision.action, 'keep');
  }
});

test('a stable nobody reported on counts as failing nowhere', () => {
  assert.equal(failureRate(figures('1.0.0', 0, 0)), 0);
  assert.equal(judgeCanary(split, [figures('1.1.0', 20, 2)], policy).action, 'demote');
});
