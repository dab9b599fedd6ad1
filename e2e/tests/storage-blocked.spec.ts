import { expect, test } from '@playwright/test';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';

/** As with site data blocked: reading window.localStorage itself throws. */
const blockStorage = () => {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
};

test('the shop renders and the cart works for the visit when the browser blocks storage', async ({
  page,
}) => {
  await page.addInitScript(blockStorage);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/tea-item/sencha-superior-100g');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Client-side navigation keeps the in-memory cart.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a tampered stored cart shows bounded quantities, never 1e+308', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { id: '1', name: 'Sencha', imageUrl: '', price: 10, quantity: 1e308 },
          { id: '2', name: 'Matcha', imageUrl: '', price: 10, quantity: 'Infinity' },
          { id: '3', name: 'Hojicha', imageUrl: '', price: 10, quantity: 0.4 },
        ],
      }),
    );
  });
  await page.goto('/about');
  await expect(page.getByTestId('cart-badge')).toHaveText(String(MAX_LINE_QUANTITY));
});
