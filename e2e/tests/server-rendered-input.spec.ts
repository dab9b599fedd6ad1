import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { releasesSite, renderServerBehind } from '../support/releasesSite';
import { firstTea, untilWarm } from '../support/serverRenderedPages';

/**
 * A shopper who acts on a server-rendered page before its code has arrived (docs/server-rendering.md#first-paint):
 * what they pressed and typed meanwhile is done once the page is live. Through real nginx over a releases folder,
 * with the live shell's render server behind it.
 */
const RENDER_PORT = 3018;
const site = releasesSite(8094, { renderUpstream: `127.0.0.1:${RENDER_PORT}` });
renderServerBehind(site, RENDER_PORT);

/**
 * A slow phone: the shell's code arrives only when `release` is called, well after the page has painted. Pages
 * opened so wait for their HTML, not their load event: the code is asked for once the page has painted, and if an
 * image is still loading then, the load event waits for the held code.
 */
async function withCodeHeldBack(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** The about page at desktop width, rendered on the server, its code held back until `release` is called. */
async function openAboutWithCodeHeldBack(page: Page, request: APIRequestContext): Promise<() => void> {
  await untilWarm(request, site.url, [{ path: '/about' }]);
  const release = await withCodeHeldBack(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/about`, { waitUntil: 'domcontentloaded' });
  return release;
}

test('a button pressed before the page is live does what it says once it is', async ({ page, request }) => {
  const tea = await firstTea(request, site.url);
  const path = `/tea-item/${tea.slug}`;
  await untilWarm(request, site.url, [{ path }]);
  const release = await withCodeHeldBack(page);
  await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('text typed and sent before the page is live is searched for once it is', async ({ page, request }) => {
  const release = await openAboutWithCodeHeldBack(page, request);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('sencha');
  await box.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  release();
  await expect(page).toHaveURL(/\/search\?q=sencha/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a search box typed into before the page is live shows its suggestions once it is', async ({
  page,
  request,
}) => {
  const release = await openAboutWithCodeHeldBack(page, request);
  await page.getByRole('search').getByRole('combobox').fill('sen');
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  // The focused box's suggestions, with no further key pressed.
  await expect(
    page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first(),
  ).toBeVisible();
});

test('a menu the pointer rests on before the page is live opens once it is, with no further move', async ({
  page,
  request,
}) => {
  const release = await openAboutWithCodeHeldBack(page, request);
  const specialty = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Specialty Tea/ });
  await specialty.hover();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
  await expect(specialty).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(specialty).toHaveAttribute('aria-expanded', 'true');
});
