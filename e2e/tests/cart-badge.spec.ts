import { expect, test } from '@playwright/test';

const storedCart = {
  items: [
    { id: '101', name: 'Sencha Superior', imageUrl: '/images/x.png', price: 18.5, quantity: 2 },
    { id: '202', name: 'Ceremonial Matcha', imageUrl: '/images/y.png', price: 42, quantity: 1 },
  ],
  totalAmount: 79,
};

test('the cart badge shows the stored count and survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), storedCart);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('a change in another tab shows up in this tab', async ({ page, context }) => {
  await page.goto('/about');
  const other = await context.newPage();
  await other.goto('/privacy-policy');
  await other.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), storedCart);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
});

test('a corrupt stored cart loads as an empty cart, not a broken page', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('cart', '{not json'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});
