import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nginxAvailable, startNginx, type RunningNginx } from '../support/nginxServer';
import { axeViolations } from '../support/axe';
import { BUILT, REMOTE_NAMES, layOutReleases, releaseCommand } from '../support/releasesLayout';
import { enterQaMode } from '../support/qaMode';
import { readyCart, storeCart } from '../support/shop';

/**
 * Independent releases through real nginx (docs/releasing.md): every app released as 0.1.0 and live, plus two
 * more catalog releases made by e2e/scripts/build-release-fixtures.mjs: 0.2.0, whose home carousel heading
 * reads 'Explore Our New Season', and 0.3.0-platform2, built against another platform contract major.
 */
const NEXT = '0.2.0';
const OTHER_CONTRACT = '0.3.0-platform2';
const LIVE_HEADING = 'Explore Our Teas';
const NEXT_HEADING = 'Explore Our New Season';
/** A QA environment: QA mode may also load the candidate build served on 3105 (playwright.config.ts). */
const QA_ORIGINS = ['http://localhost:3105'];
const CANDIDATE = 'http://localhost:3105/mf-manifest.json';

test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx;
let releasesDir: string;

test.beforeAll(async () => {
  test.skip(!nginxAvailable() && !process.env.CI, 'nginx is not installed on this machine');
  releasesDir = layOutReleases({ qaOrigins: QA_ORIGINS });
  nginx = await startNginx(8090, '127.0.0.1:4000', releasesDir, { qaOrigins: QA_ORIGINS });
});

test.afterAll(async () => {
  await nginx?.stop();
});

const liveRemotes = (): Record<string, string> =>
  JSON.parse(readFileSync(join(releasesDir, 'remotes.json'), 'utf8'));

async function carouselHeading(page: Page, query = '') {
  await page.goto(`${nginx.url}/home${query}`);
  const heading = page.getByRole('heading', { level: 2, name: /^Explore Our/ });
  await expect(heading).toBeVisible();
  return heading;
}

/** The /versions row of each app, as text. */
async function versionRows(page: Page): Promise<Record<string, string>> {
  await page.goto(`${nginx.url}/versions`);
  await expect(page).toHaveTitle('Versions - Sencha Tea');
  const rows: Record<string, string> = {};
  // Every row has loaded when nothing reads '…' any more.
  await expect(page.getByRole('region', { name: 'Versions' })).not.toContainText('…');
  for (const app of ['shell', ...REMOTE_NAMES]) {
    const row = page.getByRole('row', { name: new RegExp(`^${app} `) });
    rows[app] = (await row.innerText()).replace(/\s+/g, ' ');
  }
  return rows;
}

test('the live mix serves version 0.1.0 of every app; /versions says so', async ({ page }) => {
  await expect(await carouselHeading(page)).toHaveText(LIVE_HEADING);
  const rows = await versionRows(page);
  const contract = JSON.parse(readFileSync(join(__dirname, '../../platform/package.json'), 'utf8')).version;
  for (const app of ['shell', ...REMOTE_NAMES]) {
    expect(rows[app], app).toContain(`${app} ${BUILT} ${contract}`);
    expect(rows[app], app).toMatch(/ live$/);
  }
  expect(await axeViolations(page, '/versions')).toEqual([]);
  // Not linked for shoppers, and kept out of search engines.
  const response = await page.goto(`${nginx.url}/home`);
  await expect(page.locator('a[href="/versions"]')).toHaveCount(0);
  expect(response?.headers()['x-robots-tag']).toBeUndefined();
  expect((await page.request.get(`${nginx.url}/versions`)).headers()['x-robots-tag']).toBe('noindex');
});

test('promote switches new page loads to 0.2.0 and touches no other remote; rollback returns', async ({
  page,
}) => {
  const before = await versionRows(page);
  const remotesBefore = liveRemotes();

  const promoted = releaseCommand(releasesDir, 'promote', 'catalog', NEXT);
  expect(promoted.ok, promoted.output).toBe(true);
  console.log(promoted.output.trim());
  expect(liveRemotes()).toEqual({ ...remotesBefore, catalog: `/remotes/catalog/${NEXT}/mf-manifest.json` });
  await expect(await carouselHeading(page)).toHaveText(NEXT_HEADING);
  const after = await versionRows(page);
  expect(after.catalog).toContain(`catalog ${NEXT}`);
  for (const app of ['shell', ...REMOTE_NAMES.filter((name) => name !== 'catalog')])
    expect(after[app], app).toBe(before[app]);

  const rolledBack = releaseCommand(releasesDir, 'rollback', 'catalog');
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  console.log(rolledBack.output.trim());
  expect(liveRemotes()).toEqual(remotesBefore);
  await expect(await carouselHeading(page)).toHaveText(LIVE_HEADING);
  expect(await versionRows(page)).toEqual(before);
});

test("a shell promotion keeps the replaced shell's files for open tabs; nothing else falls back", async ({
  request,
}) => {
  // A second shell release whose build lacks one chunk of 0.1.0, as a new build has chunks of other names.
  const live = join(releasesDir, 'shell', BUILT);
  const chunk = readdirSync(live).find((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name));
  expect(chunk).toBeTruthy();
  const next = join(releasesDir, 'shell', '0.1.1');
  mkdirSync(next);
  for (const name of readdirSync(live).filter((file) => file !== chunk && file !== 'release.json')) {
    // Links to the build, but config.json is the release's own file (it lists the QA origins).
    const file = join(live, name);
    if (lstatSync(file).isSymbolicLink()) symlinkSync(readlinkSync(file), join(next, name));
    else copyFileSync(file, join(next, name));
  }
  const record = JSON.parse(readFileSync(join(live, 'release.json'), 'utf8'));
  writeFileSync(join(next, 'release.json'), JSON.stringify({ ...record, version: '0.1.1' }));

  const promoted = releaseCommand(releasesDir, 'promote', 'shell', '0.1.1');
  expect(promoted.ok, promoted.output).toBe(true);
  try {
    // A tab opened on 0.1.0 still gets its chunk, from the shell the promotion replaced.
    const old = await request.get(`${nginx.url}/${chunk}`);
    expect(old.status()).toBe(200);
    expect(old.headers()['content-type']).toContain('javascript');
    // A file no shell has is a 404, never index.html under a script's name; routes still get index.html.
    const missing = await request.get(`${nginx.url}/9.0123abcd.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    const route = await request.get(`${nginx.url}/tea-item/sencha-superior-100g`);
    expect(route.headers()['content-type']).toContain('text/html');
    // A folder of a release is not a page either.
    expect((await request.get(`${nginx.url}/remotes/catalog/${BUILT}/assets`)).status()).toBe(404);
  } finally {
    const back = releaseCommand(releasesDir, 'rollback', 'shell');
    expect(back.ok, back.output).toBe(true);
  }
});

test('a QA override by version loads 0.2.0 in that browser only, in QA mode', async ({ page, browser }) => {
  await enterQaMode(page, nginx.url);
  await expect(await carouselHeading(page, `?mf.catalog=${NEXT}`)).toHaveText(NEXT_HEADING);
  await expect(page.getByTestId('qa-overrides-banner')).toContainText(`build ${NEXT}`);
  // Kept for that browser's next pages.
  await expect(await carouselHeading(page)).toHaveText(NEXT_HEADING);
  const rows = await versionRows(page);
  expect(rows.catalog).toContain(`catalog ${BUILT}`);
  expect(rows.catalog).toContain(`override ${NEXT}`);

  const shopper = await browser.newContext();
  try {
    const other = await shopper.newPage();
    await expect(await carouselHeading(other)).toHaveText(LIVE_HEADING);
    await expect(other.getByTestId('qa-overrides-banner')).toHaveCount(0);
  } finally {
    await shopper.close();
  }
});

test('a shopper following a version override link gets the live release, and a policy without QA origins', async ({
  page,
}) => {
  const response = await page.goto(`${nginx.url}/home?mf.catalog=${NEXT}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Explore Our/ })).toHaveText(LIVE_HEADING);
  await expect(page.getByTestId('qa-overrides-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain('script-src');
  expect(policy).not.toContain('localhost');
  expect(policy).not.toContain('127.0.0.1');
});

test('in QA mode, a release of another contract major is refused with the reason; the live one renders', async ({
  page,
}) => {
  await enterQaMode(page, nginx.url);
  await expect(await carouselHeading(page, `?mf.catalog=${OTHER_CONTRACT}`)).toHaveText(LIVE_HEADING);
  await expect(page.getByTestId('qa-overrides-banner')).toContainText(
    `mf.catalog=${OTHER_CONTRACT} refused: built against platform contract 2.0.0`,
  );
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
});

test('in QA mode, the candidate on a QA origin composes through nginx too', async ({ page }) => {
  await enterQaMode(page, nginx.url);
  const response = await page.goto(`${nginx.url}/about?mf.content=${encodeURIComponent(CANDIDATE)}`);
  expect(response?.headers()['content-security-policy']).toContain('http://localhost:3105');
  await expect(page.getByTestId('qa-overrides-banner')).toContainText('qa-candidate');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
});

test('a release built against another contract major is refused by promote, and by the shell', async ({
  page,
  request,
}) => {
  const remotesBefore = liveRemotes();
  const refused = releaseCommand(releasesDir, 'promote', 'catalog', OTHER_CONTRACT);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    `Refused: catalog ${OTHER_CONTRACT} was built against platform contract 2.0.0`,
  );
  expect(liveRemotes()).toEqual(remotesBefore);

  // Forced into remotes.json by hand: the catalog's areas show the panel; the cart is left as it was.
  const cart = await readyCart(request, nginx.url);
  await storeCart(page, cart);
  writeFileSync(
    join(releasesDir, 'remotes.json'),
    JSON.stringify({ ...remotesBefore, catalog: `/remotes/catalog/${OTHER_CONTRACT}/mf-manifest.json` }),
  );
  try {
    await page.goto(`${nginx.url}/home`);
    await expect(page.getByTestId('remote-unavailable').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Explore Our/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(kept.items).toEqual(cart.items);
    // Another remote's page is untouched.
    await page.goto(`${nginx.url}/about`);
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  } finally {
    writeFileSync(join(releasesDir, 'remotes.json'), JSON.stringify(remotesBefore));
  }
});
