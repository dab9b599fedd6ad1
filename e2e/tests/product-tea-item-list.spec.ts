import { expect, test } from '@playwright/test';

test('a teaware list shows the tea, its truncated description and a grid of products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tea-wares/kyusu-teapots');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kyusu Teapots' })).toBeVisible();
  await expect(page).toHaveTitle('Kyusu Teapots - Sencha Tea');
  await expect(main.getByText(/\.\.\.$/)).toBeVisible();
  await main.getByRole('button', { name: 'Show more' }).click();
  await expect(main.getByRole('button', { name: 'Show less' })).toBeVisible();

  const cards = main.getByRole('list', { name: 'Kyusu Teapots products' }).getByRole('link');
  await expect(cards).toHaveCount(3);
  const grid = main.getByRole('list', { name: 'Kyusu Teapots products' });
  const columns = await grid.evaluate(
    (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
  );
  expect(columns).toBe(3);

  const first = cards.filter({ hasText: 'Tokoname Red Clay Kyusu, 280 ml' });
  await expect(first).toContainText('$95.00');
  await expect(first.locator('img')).toHaveAttribute('src', /width=800/);
  await first.click();
  await expect(page).toHaveURL(/\/tea-item\/kyusu-teapots-tokoname-red-clay-kyusu-280-ml$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Tokoname Red Clay Kyusu, 280 ml',
  );
});

test('the grid has one column on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/tea-wares/kyusu-teapots');
  const grid = page.getByRole('main').getByRole('list', { name: 'Kyusu Teapots products' });
  await expect(grid.getByRole('link')).toHaveCount(3);
  const columns = await grid.evaluate(
    (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
  );
  expect(columns).toBe(1);
});

test('an invalid tea item slug shows the validation message', async ({ page }) => {
  await page.goto('/tea-wares/bad_slug');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'The provided tea item is not valid.',
  );
});
