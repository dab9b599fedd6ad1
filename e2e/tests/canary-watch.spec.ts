import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { BUILT } from '../support/releasesLayout';
import { releasesSite } from '../support/releasesSite';

/**
 * Rollback by itself (docs/releasing.md#rollback-by-itself): the catalog's fixture 0.4.0-broken, whose tea type
 * page throws while rendering (e2e/scripts/build-release-fixtures.mjs), runs as a 50% canary beside 0.1.0.
 * Browsers report their remote areas' views and failures to the API; the canary watcher reads the figures and
 * demotes the canary once enough distinct browsers saw it. One browser flooding failure reports for the stable
 * release demotes nothing.
 */
const BROKEN = '0.4.0-broken';
const NEXT = '0.2.0';
const MIN_CLIENTS = 4;
const MAX_CONTEXTS = 40;
const TOKEN = 'e2e-operator-token-0123456789abcdef';
const API = 'http://127.0.0.1:4000';
const WATCH = resolve(__dirname, '../../scripts/releases/watch.mjs');

const site = releasesSite(8098);

const catalogEntry = () => JSON.parse(readFileSync(join(site.releasesDir, 'remotes.json'), 'utf8')).catalog;

function watch(): { ok: boolean; output: string } {
  try {
    const output = execFileSync('node', [WATCH, 'catalog'], {
      env: {
        ...process.env,
        RELEASES_DIR: site.releasesDir,
        ADMIN_TOKEN: TOKEN,
        API_URL: API,
        CANARY_MIN_CLIENTS: String(MIN_CLIENTS),
      },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function clientsOf(version: string): Promise<number> {
  const response = await fetch(`${API}/api/admin/remote-health?app=catalog`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const { versions } = (await response.json()) as { versions: { version: string; clients: number }[] };
  return versions.find((figures) => figures.version === version)?.clients ?? 0;
}

/** A fresh browser opens a tea type page (the catalog's area), then leaves: its beacon carries the counts. */
async function visit(browser: Browser): Promise<'canary' | 'stable'> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/specialty-tea/green-tea`);
  const cohort = Number((await context.cookies()).find(({ name }) => name === 'sencha_cohort')?.value);
  const side = cohort < 50 ? 'canary' : 'stable';
  if (side === 'canary') await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 })).toHaveText(/green tea/i);
  // The counts leave with the reporter, a chunk fetched after the first contentful paint: a shopper who leaves
  // before it has arrived is not counted, so this one stays until it has.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/deferred-health.')),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.goto('about:blank');
  await context.close();
  return side;
}

test('a canary that breaks its area is demoted by the watcher once enough browsers saw it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  site.run('promote', 'catalog', BROKEN, '--canary', '50');
  // Too few browsers yet (or none in this API's data): the watcher waits and says so.
  const before = Object.fromEntries(
    await Promise.all([BROKEN, BUILT].map(async (v) => [v, await clientsOf(v)] as const)),
  );
  const seen = { canary: 0, stable: 0 };
  for (let i = 0; i < MAX_CONTEXTS && (seen.canary < MIN_CLIENTS || seen.stable < MIN_CLIENTS); i += 1)
    seen[await visit(browser)] += 1;
  expect(seen.canary).toBeGreaterThanOrEqual(MIN_CLIENTS);
  await expect
    .poll(() => clientsOf(BROKEN), { timeout: 15_000 })
    .toBeGreaterThanOrEqual((before[BROKEN] ?? 0) + MIN_CLIENTS);
  const reported = Date.now();
  const done = watch();
  const tookMs = Date.now() - reported;
  expect(done.ok, done.output).toBe(true);
  console.log(`Demotion: the watcher took ${tookMs} ms once the reports were in. ${done.output.trim()}`);
  expect(done.output).toContain(`canary ${BROKEN} demoted`);
  const entry = catalogEntry();
  expect(entry.stable).toBe(`/remotes/catalog/${BUILT}/mf-manifest.json`);
  expect(entry.canary).toBeUndefined();
  expect(entry.demoted.version).toBe(BROKEN);
  expect(entry.demoted.reason).toMatch(/^canary 0\.4\.0-broken \d+(\.\d)?% of \d+ clients failing/);

  const page = await browser.newPage();
  await page.goto(`${site.url}/versions`);
  await expect(page.getByTestId('split-catalog')).toContainText(
    `canary ${BROKEN} demoted at ${entry.demoted.at}: ${entry.demoted.reason}`,
  );
  await page.close();
});

test('one browser flooding failure reports for the stable release demotes nothing', async ({ request }) => {
  site.run('promote', 'catalog', NEXT, '--canary', '50');
  try {
    const split = catalogEntry();
    const client = [...crypto.getRandomValues(new Uint8Array(16))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    for (let batch = 0; batch < 20; batch += 1) {
      const response = await request.post(`${site.url}/api/remote-health`, {
        data: { client, counts: [{ app: 'catalog', version: BUILT, views: 1000, failures: 1000 }] },
      });
      expect(response.status()).toBe(204);
    }
    const done = watch();
    expect(done.ok, done.output).toBe(true);
    expect(done.output).not.toContain('demoted');
    expect(catalogEntry()).toEqual(split);
  } finally {
    site.run('rollback', 'catalog');
  }
});
