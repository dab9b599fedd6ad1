import { expect, test } from '@playwright/test';

const redirects: Array<[string, string]> = [
  ['/tea-type', '/home'],
  ['/tea-type/green-tea', '/specialty-tea/green-tea'],
  ['/matcha', '/matcha-tea'],
  ['/matcha/ceremonial-matcha', '/matcha-tea/ceremonial-matcha'],
  ['/tisane', '/herbal-tea'],
  ['/tisane/chamomile', '/herbal-tea/chamomile'],
  ['/herbal', '/herbal-tea'],
  ['/herbal/chamomile', '/herbal-tea/chamomile'],
  ['/order/abc123', '/sencha-steep-in-transit/abc123'],
  ['/faq', '/frequently-asked-questions'],
  ['/tos', '/terms-of-service'],
  ['/refunds', '/refunds-policy'],
  ['/vdp', '/vulnerability-disclosure-program'],
  ['/no-such-page', '/beyond-the-brew'],
  ['/deeply/nested/unknown/path', '/beyond-the-brew'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
  });
}

test('a redirect keeps the query string', async ({ page }) => {
  await page.goto('/tos?utm_source=newsletter');
  await expect(page).toHaveURL(/\/terms-of-service\?utm_source=newsletter$/);
});

test('an unknown path lands on the not-found page', async ({ page }) => {
  await page.goto('/this-tea-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! This page is steeping...' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Sencha Tea');
  await expect(page.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
});

test('the gifts pages are not implemented and show the requested path', async ({ page }) => {
  await page.goto('/gifts/tea-hamper');
  await expect(page.getByRole('heading', { name: 'Not Implemented' })).toBeVisible();
  await expect(page.getByText('/gifts/tea-hamper')).toBeVisible();
  await expect(page).toHaveTitle('Not Implemented - Sencha Tea');
});
