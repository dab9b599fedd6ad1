import { expect, test, type Page } from '@playwright/test';

/** The results page's live count (first in the page: the loading cards' own statuses come after it). */
const resultsStatus = (page: Page) => page.getByRole('main').getByRole('status').first();

/** The search box of the top navigation; below 1101px its button opens it and hands it the focus. */
async function searchBox(page: Page, width: number) {
  const box = page.getByRole('combobox', { name: 'Search teas' });
  if (width < 1101) {
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(box).toBeFocused();
  } else await box.click();
  return box;
}

for (const width of [1280, 375]) {
  test.describe(`the search box at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('suggests teas by keyboard: arrows walk the options, Enter opens one, Escape closes', async ({
      page,
    }) => {
      const box = await searchBox(page, width);
      await box.fill('j');
      const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
      // One character asks for nothing.
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.fill('jasmin');
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const teas = listbox.getByRole('group', { name: 'Teas' }).getByRole('option');
      await expect(teas.first()).toContainText('White Jasmine Pearls');
      await expect(teas.first()).toContainText('$');
      await expect(teas.first().locator('img')).toHaveAttribute('src', /width=70/);
      await expect(page.getByRole('status').filter({ hasText: 'suggested' })).toContainText('1 tea');

      await page.keyboard.press('ArrowDown');
      await expect(teas.first()).toHaveAttribute('aria-selected', 'true');
      const activeId = await teas.first().getAttribute('id');
      await expect(box).toHaveAttribute('aria-activedescendant', activeId ?? '');
      await page.keyboard.press('ArrowUp');
      await expect(listbox.getByRole('option', { name: /See all results/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(box).toHaveValue('jasmin');
      await page.keyboard.press('ArrowDown');
      await expect(teas.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/tea-item\/white-tea-jasmine-pearls-/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('White Jasmine Pearls');
    });

    test('Enter without a chosen option opens the results page', async ({ page }) => {
      const box = await searchBox(page, width);
      await box.fill('oolong taiwan');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=oolong\+taiwan$/);
      await expect(page).toHaveTitle('Search results for "oolong taiwan" - Sencha Tea');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "oolong taiwan"');
      await expect(resultsStatus(page)).toHaveText(/teas? found/);
    });

    test('suggests by pointer: a flavour opens its listing', async ({ page }) => {
      const box = await searchBox(page, width);
      await box.fill('umami');
      const flavour = page
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('group', { name: 'Flavours' })
        .getByRole('option', { name: 'Umami' });
      await flavour.click();
      await expect(page).toHaveURL(/\/tea-flavour\/umami$/);
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    });
  });
}

test('the results page: count, filters with counts kept in the URL, sort, marks like the listings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search?q=oolong');
  const status = resultsStatus(page);
  await expect(status).toHaveText(/teas? found/);
  const total = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(1);
  const grid = page.getByRole('list', { name: 'Search results' });
  await expect(grid.getByRole('link')).toHaveCount(total);

  const region = page.getByLabel('Region');
  const nantou = region.locator('option', { hasText: 'Nantou' });
  const nantouCount = Number((await nantou.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(nantouCount).toBeGreaterThan(0);
  await region.selectOption('nantou');
  await expect(page).toHaveURL(/[?&]region=nantou/);
  await expect(resultsStatus(page)).toHaveText(`${nantouCount} ${nantouCount === 1 ? 'tea' : 'teas'} found`);
  await expect(grid.getByRole('link')).toHaveCount(nantouCount);

  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/region=nantou&sort=price-desc/);
  const prices = await grid
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Number(link.textContent?.match(/\$(\d+(?:\.\d+)?)/)?.[1])));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  // The filters survive a reload and the back button.
  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue('nantou');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByLabel('Region')).toHaveValue('nantou');

  // Teas that cannot be bought now are marked as in the listings.
  await page.goto('/search?q=tea');
  for (const [value, mark] of [
    ['out-of-stock', 'Out of stock'],
    ['coming-soon', 'Coming Soon'],
  ] as const) {
    await page.getByLabel('Availability').selectOption(value);
    await expect(page).toHaveURL(new RegExp(`available=${value}`));
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(cards.first()).toContainText(mark);
  }
});

test('the empty state: no teas, a did-you-mean when a word was corrected, and the sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/search?q=xyzzy');
  await expect(page).toHaveTitle('Search results for "xyzzy" - Sencha Tea');
  await expect(resultsStatus(page)).toHaveText('No teas match "xyzzy"');
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Continue shopping' });
  await expect(sections.getByRole('link', { name: 'Matcha' })).toHaveAttribute('href', '/matcha-tea');

  // A type none of the corrected query's teas has: the facets list only types with teas.
  const found = (await (await page.request.get('/api/search?q=senca')).json()) as {
    facets: { types: Array<{ slug: string }> };
  };
  const types = [
    'tea-wares',
    'herbal-tea',
    'white-tea',
    'oolong',
    'black-tea',
    'high-mountain-tea',
    'matcha',
  ];
  const none = types.find((type) => !found.facets.types.some((t) => t.slug === type));
  expect(none).toBeDefined();
  await page.goto(`/search?q=senca&type=${none}`);
  await expect(resultsStatus(page)).toHaveText('No teas match "senca"');
  await page.getByRole('main').getByRole('link', { name: 'sencha', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=sencha$/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText(
    'Sencha',
  );
});
