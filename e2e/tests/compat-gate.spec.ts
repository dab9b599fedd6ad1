import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxAvailable } from '../support/nginxServer';
import { BUILT, layOutReleases, operatorCommand, ownRelease } from '../support/releasesLayout';

/**
 * The compatibility gate (docs/releasing.md#compatibility-gate) as an operator meets it: `npm run compat` runs the
 * shopper journey against the live mix with one release composed in and records the outcome; `npm run promote`
 * trusts only a pass with the live shell. The fixtures (e2e/scripts/build-release-fixtures.mjs): product
 * 0.5.0-no-cart, whose tea item page has no Add to Cart button (typecheck cannot see that), and catalog 0.2.0.
 */
const NO_CART = '0.5.0-no-cart';
const GOOD = '0.2.0';

test.describe.configure({ mode: 'serial' });

let releasesDir: string;

test.beforeAll(() => {
  test.skip(!nginxAvailable() && !process.env.CI, 'nginx is not installed on this machine');
  releasesDir = layOutReleases();
  // Their release.json gets the runs: this folder's own copies, not the shared fixtures.
  ownRelease(releasesDir, 'product', NO_CART);
  ownRelease(releasesDir, 'catalog', GOOD);
});

const compatRuns = (app: string, version: string): unknown[] =>
  JSON.parse(readFileSync(join(releasesDir, app, version, 'release.json'), 'utf8')).compat ?? [];

const liveRemotes = (): Record<string, string> =>
  JSON.parse(readFileSync(join(releasesDir, 'remotes.json'), 'utf8'));

/** Runs `npm run compat` (a Playwright run of its own: nginx and the API on ports of their own). */
function compat(app: string, version: string) {
  const started = Date.now();
  const run = operatorCommand(releasesDir, 'compat', app, version);
  const summary = run.output.trim().split('\n').at(-1);
  console.log(`${summary} (the command took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return run;
}

const aRun = (passed: boolean) => ({
  shell: BUILT,
  passed,
  at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  durationMs: expect.any(Number),
});

test('a release that breaks the cart journey fails compat, is recorded so, and promote refuses it', () => {
  test.setTimeout(240_000);
  const refusedBefore = operatorCommand(releasesDir, 'promote', 'product', NO_CART);
  expect(refusedBefore.ok).toBe(false);
  expect(refusedBefore.output).toContain(`no compatibility run passed with shell ${BUILT}`);

  const run = compat('product', NO_CART);
  expect(run.ok, run.output).toBe(false);
  expect(run.output).toContain(`compat product ${NO_CART} with shell ${BUILT}: FAILED in `);
  // The journey stopped where the tea item page has no button.
  expect(run.output).toContain("getByRole('button', { name: 'Add to Cart' })");
  expect(compatRuns('product', NO_CART)).toEqual([aRun(false)]);

  const remotesBefore = liveRemotes();
  for (const canary of [[], ['--canary', '10']]) {
    const refused = operatorCommand(releasesDir, 'promote', 'product', NO_CART, ...canary);
    expect(refused.ok).toBe(false);
    expect(refused.output.trim()).toBe(
      `Refused: product ${NO_CART}: its last compatibility run failed with shell ${BUILT}. ` +
        `Run npm run compat -- product ${NO_CART} (or promote with --force).`,
    );
  }
  expect(liveRemotes()).toEqual(remotesBefore);
});

test('a release that keeps the journey passes compat, and promote accepts it', () => {
  test.setTimeout(240_000);
  const run = compat('catalog', GOOD);
  expect(run.ok, run.output).toBe(true);
  expect(run.output).toMatch(
    new RegExp(`compat catalog ${GOOD} with shell ${BUILT}: passed in \\d+\\.\\d s`),
  );
  expect(compatRuns('catalog', GOOD)).toEqual([aRun(true)]);

  const promoted = operatorCommand(releasesDir, 'promote', 'catalog', GOOD);
  expect(promoted.ok, promoted.output).toBe(true);
  expect(promoted.output).not.toContain('FORCED');
  expect(liveRemotes().catalog).toBe(`/remotes/catalog/${GOOD}/mf-manifest.json`);
});

test('--force promotes past the gate, and history.json logs it', () => {
  const forced = operatorCommand(releasesDir, 'promote', 'product', NO_CART, '--force');
  expect(forced.ok, forced.output).toBe(true);
  expect(forced.output).toContain('FORCED past the compatibility gate');
  const history = JSON.parse(readFileSync(join(releasesDir, 'history.json'), 'utf8'));
  expect(history.log.at(-1)).toMatchObject({
    app: 'product',
    action: 'promote',
    version: NO_CART,
    forced: `its last compatibility run failed with shell ${BUILT}`,
  });
});
