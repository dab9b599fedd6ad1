import { expect, test } from '@playwright/test';

interface Summary {
  name: string;
  slug: string;
  stock: number;
  onSaleFrom: string | null;
}

const onSale = (p: Summary) => p.onSaleFrom !== null && Date.parse(p.onSaleFrom) <= Date.now();

test('a listing marks the teas that cannot be bought now, like the tea item list page', async ({
  page,
  request,
}) => {
  // The seeded high mountain teas hold one not on sale yet (Da Yu Ling); the marks follow the API's data.
  const teas = (await (await request.get('/api/teatype/high-mountain-tea/tea')).json()) as Summary[];
  const comingSoon = teas.find((p) => !onSale(p));
  const buyable = teas.find((p) => onSale(p) && p.stock > 0);
  expect(comingSoon && buyable).toBeTruthy();

  await page.goto('/specialty-tea/high-mountain-tea');
  const main = page.getByRole('main');
  const card = (name: string) =>
    main
      .getByTestId('product-grid')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name }) });
  await expect(card(comingSoon!.name)).toContainText('Coming Soon');
  await expect(card(buyable!.name)).not.toContainText(/Coming Soon|Out of stock/);
});

test('an unknown tea or tea type is not a dead end: a fitting title and a way on', async ({ page }) => {
  await page.goto('/tea-item/no-such-tea-100g');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('An error occurred while retrieving the tea item.');
  await expect(page).toHaveTitle('Tea Not Found - Sencha Tea');
  await main
    .getByRole('navigation', { name: 'Continue shopping' })
    .getByRole('link', { name: 'Matcha' })
    .click();
  await expect(page).toHaveURL(/\/matcha-tea$/);

  await page.goto('/specialty-tea/no-such-type');
  await expect(main.getByRole('alert')).toContainText('An error occurred while retrieving the tea type.');
  await expect(page).toHaveTitle('Teas by Type - Sencha Tea');
  await expect(main.getByRole('navigation', { name: 'Continue shopping' })).toBeVisible();
});
