import { expect, test, type Page } from '@playwright/test';
import { startedAfterLoad } from '../support/resourceTiming';

/** The blog list loads as it nears the viewport: the shopper scrolls to the end of the page. */
const scrollToFooter = (page: Page) => page.getByRole('contentinfo').scrollIntoViewIfNeeded();

const currentSlide = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]')
    .locator('[aria-roledescription="slide"][aria-current="true"]');

test('home: title, hero video, carousel, featured tiles and blog list, in that order', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await expect(page).toHaveTitle('Sencha Tea - True Teas for Masters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/True Teas for Masters/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const video = page.locator('video[data-testid="hero-video"]');
  await expect(video).toHaveAttribute('poster', /.+/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.autoplay)).toBe(true);

  // The carousel shows once the video's intro has uncovered it (about 7 s into the video).
  await expect(page.getByRole('heading', { level: 2, name: 'Explore Our Teas' })).toBeVisible({
    timeout: 25_000,
  });
  await scrollToFooter(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Latest Blog Posts' })).toBeVisible();
  const order = await page
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()));
  expect(order.indexOf('Explore Our Teas')).toBeLessThan(order.indexOf('Shop by Tea Type'));
  expect(order.indexOf('Shop by Tea Type')).toBeLessThan(order.indexOf('Latest Blog Posts'));

  const tiles = page.getByRole('region', { name: 'Shop by Tea Type' }).getByRole('link');
  await expect(tiles).toHaveCount(7);
  expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/tea-type/white-tea',
    '/tea-type/green-tea',
    '/tea-type/oolong',
    '/tea-type/black-tea',
    '/tea-type/high-mountain-tea',
    '/tea-type/herbal-tea',
    '/tea-type/matcha',
  ]);
  await expect(tiles.first().locator('img')).toHaveAttribute('src', /width=1400/);

  const posts = page.getByRole('region', { name: 'Latest Blog Posts' }).getByRole('listitem');
  await expect(posts).toHaveCount(3);
  for (const post of await posts.all()) await expect(post).toBeVisible();
  const readMore = posts.first().getByRole('link', { name: /Read More/ });
  await expect(readMore).toHaveAttribute('target', '_blank');
  await expect(readMore).toHaveAttribute('rel', /noopener/);
});

test('home carousel: 15 tiles linking to /tea-item/{slug}, previous and next wrap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 15');
  await expect(currentSlide(page).getByRole('link')).toHaveAttribute('href', /^\/tea-item\/[a-z0-9-]+$/);
  await expect(currentSlide(page).locator('img')).toHaveAttribute('src', /width=512/);
  const firstName = await currentSlide(page).textContent();

  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '15 of 15');
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 15');
  await expect(currentSlide(page)).toHaveText(firstName ?? '');
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 15');
});

test("a featured tile's link redirects to the type page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await page.locator('a[href="/tea-type/green-tea"]').click();
  await expect(page).toHaveURL(/\/specialty-tea\/green-tea$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Green Tea' })).toBeVisible();
  await expect(page).toHaveTitle('Green Tea - Sencha Tea Bar');
});

test('home at 375px: the hero keeps its box; the blog loads after the page, as it nears the viewport, and only the first post shows', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await scrollToFooter(page);
  // CSS hides the later cards (display: none), so they are counted as elements, not as list items.
  const posts = page.getByRole('region', { name: 'Latest Blog Posts' }).locator('li');
  await expect(posts).toHaveCount(3);
  await expect(posts.nth(0)).toBeVisible();
  await expect(posts.nth(1)).toBeHidden();
  await expect(posts.nth(2)).toBeHidden();
  // Not on the way to the page's first paint (docs/architecture.md#first-render): whether the box is near
  // earlier depends on how far the page has rendered by then; on any machine it starts after the page's load.
  expect(await startedAfterLoad(page, /\/api\/blog$/)).toHaveLength(1);

  // The hero reserves the part of the 16:9 video that stays after the reveal (58.5 %).
  const hero = page.getByRole('region', { name: /True Teas for Masters/ });
  const heroBox = await hero.boundingBox();
  const videoBox = await page.locator('video[data-testid="hero-video"]').boundingBox();
  expect(heroBox && videoBox).toBeTruthy();
  if (heroBox && videoBox) {
    expect(Math.abs(heroBox.height - videoBox.height * 0.585)).toBeLessThan(2);
  }
});

test('hero video: the reveal clips 41.5 % of the bottom after 6.97 s and the loop returns to 9.6 s', async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/home');
  const video = page.locator('video[data-testid="hero-video"]');
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      time: element.currentTime,
      clip: element.style.clipPath,
      playing: !element.paused,
    }));
  await expect.poll(async () => (await state()).playing, { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await state()).time, { timeout: 20_000 }).toBeGreaterThan(7);
  expect((await state()).clip).toBe('inset(0px 0px 41.5%)');

  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 28.7;
  });
  await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeLessThan(20);
  expect((await state()).time).toBeGreaterThanOrEqual(9.6);
});

test('a broken blog feed and malformed tiles leave only their own sections out', async ({ page }) => {
  await page.route('**/api/blog', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/rss+xml',
      body: '<rss><channel><item><title>Broken',
    }),
  );
  await page.route('**/api/home/featured', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"name":42},{"link":null}]' }),
  );
  // Asked for as the blog list nears the viewport: on a short page, as soon as the page has loaded.
  const blogRead = page.waitForResponse('**/api/blog');
  await page.goto('/home');
  await expect(page).toHaveTitle('Sencha Tea - True Teas for Masters');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Explore Our Teas' })).toBeVisible();
  await expect(main.locator('a[href^="/tea-item/"]').first()).toBeVisible();
  await scrollToFooter(page);
  await blogRead;
  await expect(main.getByRole('heading', { name: 'Latest Blog Posts' })).toHaveCount(0);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
