import { expect, test, type Page } from '@playwright/test';

const gridColumns = (page: Page) =>
  page
    .getByTestId('product-grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

test('type pages: name, tea lady, grid and title', async ({ page }) => {
  await page.goto('/specialty-tea/green-tea');
  await expect(page.getByRole('heading', { level: 1, name: 'Green Tea' })).toBeVisible();
  await expect(page).toHaveTitle('Green Tea - Sencha Tea Bar');
  await expect(page.getByRole('img', { name: 'A tea lady pouring a cup of tea' })).toBeVisible();
  const cards = page.getByTestId('product-grid').getByRole('link');
  await expect(cards.first()).toHaveAttribute('href', /^\/tea-item\/[a-z0-9-]+$/);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /width=800/);
  await expect(cards.first()).toContainText('$');

  await page.goto('/matcha-tea');
  await expect(page).toHaveTitle(/ - Sencha Tea Bar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('product-grid').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /tea lady/ })).toHaveCount(0);

  await page.goto('/herbal-tea');
  await expect(page).toHaveTitle(/ - Sencha Tea Bar$/);
  await expect(page.getByRole('img', { name: /tea lady/ })).toBeVisible();

  await page.goto('/tea-wares');
  await expect(page).toHaveTitle(/ - Sencha Tea Bar$/);
  await expect(page.getByTestId('product-grid').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /tea lady/ })).toHaveCount(0);
});

test('region page: name, markdown description, grid, title; reloads when the slug changes', async ({
  page,
}) => {
  await page.goto('/tea-region/uji');
  await expect(page.getByRole('heading', { level: 1, name: 'Uji' })).toBeVisible();
  await expect(page).toHaveTitle('Teas from Uji - Sencha Tea');
  await expect(page.locator('article strong').first()).toHaveText('Uji');
  await expect(page.getByTestId('product-grid').getByRole('link').first()).toBeVisible();

  // A client-side change of the parameter (no document reload) loads the other region.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tea-region/shizuoka');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Shizuoka' })).toBeVisible();
  await expect(page).toHaveTitle('Teas from Shizuoka - Sencha Tea');
});

test('flavour page: banner, name, description cut to 35 characters, grid, title', async ({ page }) => {
  await page.goto('/tea-flavour/umami');
  await expect(page.getByRole('heading', { level: 1, name: 'Umami' })).toBeVisible();
  await expect(page).toHaveTitle('Teas with the Umami flavour - Sencha Tea');
  await expect(page.getByRole('img', { name: 'Umami flavour banner' })).toBeVisible();
  await expect(page.getByText(/\.\.\.$/)).toHaveText('Umami teas. The savoury, brothy...');
  await expect(page.getByTestId('product-grid').getByRole('link').first()).toBeVisible();
});

test('an unknown region shows the error panel', async ({ page }) => {
  await page.goto('/tea-region/atlantis');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('Something went wrong:');
  await expect(panel).toContainText('An error occurred while retrieving the tea region.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('invalid slugs show the validation message without calling the API', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(teatype|region|flavour)\//.test(request.url())) calls.push(request.url());
  });
  await page.goto('/tea-region/bad_slug');
  await expect(page.getByRole('alert')).toContainText('The provided tea region is not valid.');
  await page.goto('/specialty-tea/bad_slug');
  await expect(page.getByRole('alert')).toContainText('The provided tea type is not valid.');
  await page.goto('/tea-flavour/bad_slug');
  await expect(page.getByRole('alert')).toContainText('The provided tea flavour is not valid.');
  expect(calls).toEqual([]);
});

test('grids: 1 column at 375px, 2 at 800px, 3 at 1280px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/specialty-tea/green-tea');
  await expect(page.getByTestId('product-grid').getByRole('link').first()).toBeVisible();
  expect(await gridColumns(page)).toBe(1);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await gridColumns(page)).toBe(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await gridColumns(page)).toBe(3);
  const boxes = await page
    .getByTestId('product-grid')
    .getByRole('listitem')
    .evaluateAll((items) => items.slice(0, 3).map((item) => item.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1);
});

for (const width of [375, 1280]) {
  test(`first screen without layout shift at ${width}px (home and listings)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __catalogShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/home', '/specialty-tea/green-tea', '/tea-region/uji', '/tea-flavour/umami']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      const total = await page.evaluate(() =>
        ((window as unknown as { __catalogShifts: number[] }).__catalogShifts ?? []).reduce(
          (a, b) => a + b,
          0,
        ),
      );
      // 0.1 is the 'good' Cumulative Layout Shift threshold.
      expect(total, path).toBeLessThan(0.1);
    }
  });
}

test('keyboard: Tab reaches the carousel arrows and a tile link on the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  const reached = new Set<string>();
  for (let press = 0; press < 40 && reached.size < 2; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (element?.getAttribute('aria-label') === 'Next') return 'next';
      if (element?.getAttribute('href')?.startsWith('/tea-item/')) return 'tile';
      return '';
    });
    if (focused) reached.add(focused);
  }
  expect([...reached].sort()).toEqual(['next', 'tile']);
});
