import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BUILT } from '../support/releasesLayout';
import { releasesSite } from '../support/releasesSite';

/**
 * Canary releases through real nginx (docs/releasing.md#canary-releases): the catalog's fixture release 0.2.0
 * (e2e/scripts/build-release-fixtures.mjs) as a canary beside the live 0.1.0. Each browser's cohort cookie
 * decides its side; completing or ending the canary applies to every browser's next load.
 */
const NEXT = '0.2.0';
const CONTEXTS = 40;
const BATCH = 8;
const CATALOG_MANIFEST = /\/remotes\/catalog\/([^/]+)\/mf-manifest\.json$/;

const site = releasesSite(8096);

/** The catalog version a page load composes: the manifest the page asks for (every page reads every manifest). */
async function composedCatalog(page: Page, load: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest((each) => CATALOG_MANIFEST.test(new URL(each.url()).pathname)),
    load(),
  ]);
  return CATALOG_MANIFEST.exec(new URL(request.url()).pathname)?.[1] ?? '';
}

// Up to the manifest's request only: the page's own rendering is not what is measured here.
const open = (page: Page) =>
  composedCatalog(page, () => page.goto(`${site.url}/versions`, { waitUntil: 'commit' }));

async function bucketOf(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find(({ name }) => name === 'sencha_cohort');
  return Number(cookie?.value);
}

test('a 50% canary splits fresh browsers, each keeps its side; completing and ending it reach everyone', async ({
  browser,
}) => {
  // 40 browsers, 80 page loads.
  test.setTimeout(240_000);
  site.run('promote', 'catalog', NEXT, '--canary', '50');
  expect(JSON.parse(readFileSync(join(site.releasesDir, 'remotes.json'), 'utf8')).catalog).toEqual({
    stable: `/remotes/catalog/${BUILT}/mf-manifest.json`,
    canary: `/remotes/catalog/${NEXT}/mf-manifest.json`,
    percent: 50,
  });

  const kept: Record<string, BrowserContext> = {};
  const counts: Record<string, number> = { [BUILT]: 0, [NEXT]: 0 };
  /** A fresh browser's side, the same on its first load and a reload, and as its bucket says. */
  const freshBrowser = async () => {
    const context = await browser.newContext();
    // Only the composition is looked at: the page's data and pictures would only load the machine.
    await context.route(/\/api\/|\.(?:png|webp|avif|jpe?g|woff2?)(?:\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const first = await open(page);
    expect(await composedCatalog(page, () => page.reload({ waitUntil: 'commit' }))).toBe(first);
    expect(first).toBe((await bucketOf(context)) < 50 ? NEXT : BUILT);
    counts[first] = (counts[first] ?? 0) + 1;
    await page.close();
    if (kept[first]) await context.close();
    else kept[first] = context;
  };
  // A few browsers at a time: each mostly waits on the network.
  for (let i = 0; i < CONTEXTS; i += BATCH) await Promise.all(Array.from({ length: BATCH }, freshBrowser));
  console.log(
    `Canary at 50%: ${counts[NEXT]} of ${CONTEXTS} browsers on ${NEXT}, ${counts[BUILT]} on ${BUILT}`,
  );
  expect(counts[NEXT]).toBeGreaterThanOrEqual(10);
  expect(counts[NEXT]).toBeLessThanOrEqual(30);
  const canary = kept[NEXT] as BrowserContext;
  const stable = kept[BUILT] as BrowserContext;
  const cookie = (await canary.cookies()).find(({ name }) => name === 'sencha_cohort');
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
  // Max-Age of a year (a day's slack for the clock).
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  const loadBoth = async () => {
    const pages = await Promise.all([canary.newPage(), stable.newPage()]);
    const versions = await Promise.all(pages.map(open));
    await Promise.all(pages.map((page) => page.close()));
    return versions;
  };
  // Completed: both cohorts on the new version at their next load.
  expect(site.run('promote', 'catalog', NEXT)).toContain(`canary ${NEXT} ended`);
  expect(await loadBoth()).toEqual([NEXT, NEXT]);

  // A canary rolled back: both cohorts on the stable release at their next load.
  site.run('rollback', 'catalog');
  site.run('promote', 'catalog', NEXT, '--canary', '50');
  expect(await loadBoth()).toEqual([NEXT, BUILT]);
  expect(site.run('rollback', 'catalog')).toContain(`canary ${NEXT} ended, ${BUILT} for every browser`);
  expect(await loadBoth()).toEqual([BUILT, BUILT]);
  const log = JSON.parse(readFileSync(join(site.releasesDir, 'history.json'), 'utf8')).log;
  expect(log.map(({ action }: { action: string }) => action)).toEqual([
    'canary',
    'complete-canary',
    'rollback',
    'canary',
    'end-canary',
  ]);
  await Promise.all([canary.close(), stable.close()]);
});

test('/versions shows the split and the cohort at phone, tablet and desktop widths', async ({ page }) => {
  site.run('promote', 'catalog', NEXT, '--canary', '30');
  try {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/versions`);
      const split = page.getByTestId('split-catalog');
      await expect(split).toContainText(`catalog: stable ${BUILT}, canary ${NEXT} for 30% of browsers`);
      const bucket = await bucketOf(page.context());
      await expect(split).toContainText(`This browser composes the ${bucket < 30 ? 'canary' : 'stable'}.`);
      await expect(page.getByTestId('cohort')).toContainText(`bucket ${bucket} of 0-99`);
      await expect(page.getByRole('row', { name: /^catalog / })).toContainText(
        `live, ${bucket < 30 ? 'canary' : 'stable'} of a canary split`,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      for (const shown of [split, page.getByTestId('cohort')]) {
        const box = await shown.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity), `${width} px`).toBeLessThanOrEqual(width);
      }
    }
  } finally {
    site.run('rollback', 'catalog');
  }
});
