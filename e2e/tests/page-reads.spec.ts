import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUILT, releaseCommand } from '../support/releasesLayout';
import { releasesSite } from '../support/releasesSite';

/**
 * A remote declares what its pages read first (its pages.json, emitted into its mf-manifest.json), and the
 * shell's boot script starts those reads beside the page's code, before any of the page's JS has run
 * (docs/architecture.md#boot). The catalog's release 0.2.0 (e2e/scripts/build-release-fixtures.mjs) declares
 * one more first read for its home page, /api/faq, and one more route, /new-season: promoted, the read is
 * started and the route served, with the same shell build (docs/architecture.md#routes).
 */
const NEXT = '0.2.0';
const EXTRA_READ = /\/api\/faq$/;

const site = releasesSite(8095);

/**
 * Opens /home with the shell's main.js and the catalog's remote entry held back until `until` has been requested
 * (or ten seconds have passed): what is requested meanwhile can only have been started by the boot script, since no
 * code of the shell or of the page has run. Returns the API paths requested while they were held.
 */
async function readsBeforeCode(page: Page, until: RegExp): Promise<string[]> {
  const apiReads: string[] = [];
  let held = true;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (held && pathname.startsWith('/api/')) apiReads.push(pathname);
  });
  const seen = page
    .waitForRequest((request) => until.test(new URL(request.url()).pathname), { timeout: 10_000 })
    .catch(() => null);
  const release = seen.then(() => {
    held = false;
  });
  let mainHeld = false;
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    mainHeld = true;
    await release;
    await route.continue();
  });
  await page.route(/\/remotes\/catalog\/[^/]+\/remoteEntry\.js/, async (route) => {
    await release;
    await route.continue();
  });
  await page.goto(`${site.url}/home`);
  await release;
  expect(mainHeld, 'the shell’s main.js was held back').toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: /^Explore Our/ })).toBeVisible();
  return apiReads;
}

const liveRemotes = (): Record<string, string> =>
  JSON.parse(readFileSync(join(site.releasesDir, 'remotes.json'), 'utf8'));

test('the live catalog’s declared first reads of /home start before any JS of the page has run', async ({
  page,
}) => {
  const reads = await readsBeforeCode(page, /\/api\/home\/featured$/);
  expect(reads).toEqual(expect.arrayContaining(['/api/home/carousel', '/api/home/featured']));
  expect(reads.filter((path) => EXTRA_READ.test(path))).toEqual([]);
  // A path no live remote declares is the not-found page.
  await page.goto(`${site.url}/new-season`);
  await expect(page).toHaveURL(/\/beyond-the-brew$/);
});

test('a promoted catalog release that declares another first read gets it started by the same shell', async ({
  page,
}) => {
  const before = liveRemotes();
  const promoted = releaseCommand(site.releasesDir, 'promote', 'catalog', NEXT);
  expect(promoted.ok, promoted.output).toBe(true);
  try {
    const manifest = await page.request.get(`${site.url}/remotes/catalog/${NEXT}/mf-manifest.json`);
    const declared = (await manifest.json()).metaData.pages.HomePage.reads;
    expect(declared).toContainEqual({ path: '/api/faq' });

    const reads = await readsBeforeCode(page, EXTRA_READ);
    expect(reads).toEqual(expect.arrayContaining(['/api/home/carousel', '/api/home/featured', '/api/faq']));
    // The release's new route is served by the same shell: the remote owns its routes.
    await page.goto(`${site.url}/new-season`);
    await expect(page.getByRole('heading', { level: 2, name: 'Explore Our New Season' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/new-season');
    // The shell is the one release it was: only remotes.json changed.
    expect(liveRemotes()).toEqual({ ...before, catalog: `/remotes/catalog/${NEXT}/mf-manifest.json` });
    expect(readFileSync(join(site.releasesDir, 'shell/live/release.json'), 'utf8')).toContain(
      `"version":"${BUILT}"`,
    );
  } finally {
    const back = releaseCommand(site.releasesDir, 'rollback', 'catalog');
    expect(back.ok, back.output).toBe(true);
  }
});
