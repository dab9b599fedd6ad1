import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { releaseCommand } from '../support/releasesLayout';
import { releasesSite } from '../support/releasesSite';

/**
 * An open tab across a promotion (docs/releasing.md#open-tabs), through real nginx in front of a releases folder
 * (every app 0.1.0, and catalog 0.2.0 of e2e/scripts/build-release-fixtures.mjs, whose carousel heading reads
 * 'Explore Our New Season'). The tab keeps catalog 0.1.0 while it navigates in the app, until a full page load
 * or the navigation the pointer check turns into one; a tab whose release folder was removed loads the live one.
 */
const NEXT = '0.2.0';
const LIVE_HEADING = 'Explore Our Teas';
const NEXT_HEADING = 'Explore Our New Season';

const site = releasesSite(8097);

/** A client-side navigation, as the router's links make one (no link prefetch: the test decides what loads). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    // The state the router itself pushes: a key per entry and its index.
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Marks the document: the mark is gone after a full page load. */
const markTab = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-tab', 'open'));
const isSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-tab') === 'open');

/** Whether this document has loaded anything of a catalog release. */
const loadedCatalog = (page: Page, version: string) =>
  page.evaluate(
    (folder) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(folder)),
    `/remotes/catalog/${version}/`,
  );

const carousel = (page: Page) => page.getByRole('heading', { level: 2, name: /^Explore Our/ });

async function openHome(page: Page) {
  await page.goto(`${site.url}/home`);
  await expect(carousel(page)).toHaveText(LIVE_HEADING);
  await markTab(page);
}

test('after a promotion the tab stays on 0.1.0 in the app, then composes 0.2.0 from a full load', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  const promoted = releaseCommand(site.releasesDir, 'promote', 'catalog', NEXT);
  expect(promoted.ok, promoted.output).toBe(true);

  // Client-side navigations within the minute: the tab composes what it started with.
  await navigateInApp(page, '/matcha-tea');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/matcha/i);
  await navigateInApp(page, '/home');
  await expect(carousel(page)).toHaveText(LIVE_HEADING);
  expect(await isSameDocument(page)).toBe(true);
  expect(await loadedCatalog(page, NEXT)).toBe(false);

  // A minute on, a navigation reads the pointer (and is not held up by it) ...
  await page.clock.fastForward('01:05');
  const pointerRead = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
  await navigateInApp(page, '/about');
  await pointerRead;
  expect(await isSameDocument(page)).toBe(true);
  // ... within the cart nothing changes ...
  await navigateInApp(page, '/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // ... and the next navigation elsewhere is a full page load, which composes the live release.
  const load = page.waitForEvent('load');
  await navigateInApp(page, '/home');
  await load;
  await expect(carousel(page)).toHaveText(NEXT_HEADING);
  expect(await isSameDocument(page)).toBe(false);
  expect(page.url()).toBe(`${site.url}/home`);
});

test('a full page load after a promotion composes the new release at once', async ({ page }) => {
  const rolledBack = releaseCommand(site.releasesDir, 'rollback', 'catalog');
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  await openHome(page);
  expect(releaseCommand(site.releasesDir, 'promote', 'catalog', NEXT).ok).toBe(true);
  await page.reload();
  await expect(carousel(page)).toHaveText(NEXT_HEADING);
});

test("a tab whose release folder was removed loads the page from the live release's fresh manifest", async ({
  page,
}) => {
  const rolledBack = releaseCommand(site.releasesDir, 'rollback', 'catalog');
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  expect(releaseCommand(site.releasesDir, 'promote', 'catalog', NEXT).ok).toBe(true);
  // The folder of links layOutReleases made; the builds it points at stay.
  rmSync(join(site.releasesDir, 'catalog', '0.1.0'), { recursive: true });

  // The search page's module was never loaded in this tab: its chunk is asked of the removed folder.
  const box = page.getByRole('combobox', { name: 'Search teas' });
  await box.click();
  await box.fill('matcha');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "matcha"');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
  expect(await loadedCatalog(page, NEXT)).toBe(true);
});
