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

test('repeated adds never put more than the stock in the cart', async ({ page, request }) => {
  const teas = (await (await request.get('/api/teatype/green-tea/tea')).json()) as Summary[];
  const tea = teas.find((p) => onSale(p) && p.stock >= 2 && p.stock <= 30);
  expect(tea).toBeTruthy();
  await page.goto(`/tea-item/${tea!.slug}`);
  const main = page.getByRole('main');
  const plus = main.getByRole('button', { name: 'Increase quantity' });
  const add = main.getByRole('button', { name: 'Add to Cart' });
  // Choose the whole stock and add it; then try again.
  for (let i = 1; i < tea!.stock; i += 1) await plus.click();
  await add.click();
  await expect(main.getByTestId('all-in-cart')).toHaveText(`All ${tea!.stock} we have are in your cart.`);
  await expect(add).toBeDisabled();
  await expect(plus).toBeDisabled();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: Array<{ quantity: number }> })
            .items?.[0]?.quantity,
      ),
    )
    .toBe(tea!.stock);
  await page.reload();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
