import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR_TOKEN, placeOrder } from '../support/shop';

const operator = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(path, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, ...(data ? { data } : {}) });

async function expectBadge(page: Page, state: string, tone: string) {
  const badge = page.locator('[data-tone]');
  await expect(badge).toHaveText(state);
  await expect(badge).toHaveAttribute('data-tone', tone);
}

test('an order follows its delivery states, takes a review once delivered, and shows it once published', async ({
  page,
  request,
}) => {
  const orderId = await placeOrder(page, request);
  await page.goto(`/order/${orderId}`);
  await expect(page).toHaveURL(`/sencha-steep-in-transit/${orderId}`);
  await expect(page).toHaveTitle('Sencha Steep in Transit - Order Status');
  await expectBadge(page, 'pending', 'yellow');
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery progress' })).toBeVisible();
  // The carousel at the bottom loads as the shopper scrolls towards it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();

  for (const [state, tone] of [
    ['processing', 'blue'],
    ['in transit', 'blue'],
  ] as const) {
    expect(
      (await operator(request, `/api/admin/orders/${orderId}/delivery-states`, { state })).status(),
    ).toBe(200);
    await page.reload();
    await expectBadge(page, state, tone);
    await expect(page.getByRole('heading', { name: 'Delivery progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  }
  await operator(request, `/api/admin/orders/${orderId}/delivery-states`, { state: 'delivered' });
  await page.reload();
  await expectBadge(page, 'delivered', 'green');
  await expect(page.getByRole('heading', { name: 'Delivery progress' })).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByPlaceholder('Share your experience with this order...').fill('Fragrant and smooth.');
  await submit.click();
  await expect(page.getByText('Thank you for your review! It has been saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByPlaceholder('Share your experience with this order...')).toHaveValue(
    'Fragrant and smooth.',
  );

  expect((await operator(request, `/api/admin/reviews/${orderId}/approve`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/^Published on: /)).toBeVisible();
  await expect(page.getByRole('img', { name: '4/5' })).toBeVisible();
  await expect(page.getByText('Fragrant and smooth.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
});

test("an unknown order says 'Order not found'", async ({ page }) => {
  await page.goto('/order/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/sencha-steep-in-transit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Order not found');
});
