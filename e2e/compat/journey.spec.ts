import { type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startApiProcess, stopProcess } from '../bench/apiProcess';
import { COMPAT_API_PORT, COMPAT_DATA_DIR, COMPAT_NGINX_PORT } from '../compat.config';
import { startNginx, type RunningNginx } from '../support/nginxServer';
import { enterQaMode } from '../support/qaMode';
import { OPERATOR_TOKEN, SYDNEY, enterAddress, payInSandbox, productsOnSale } from '../support/shop';

/**
 * The compatibility gate's shopper journey (docs/releasing.md#compatibility-gate), run by `npm run compat`: the
 * live mix of RELEASES_DIR through nginx, with COMPAT_APP's release COMPAT_VERSION composed in by QA mode.
 */
const releasesDir = process.env.RELEASES_DIR ?? '';
const app = process.env.COMPAT_APP ?? '';
const version = process.env.COMPAT_VERSION ?? '';
const TEA_TYPE = '/specialty-tea/green-tea';

let nginx: RunningNginx | undefined;
let api: ChildProcess | undefined;

test.beforeAll(async () => {
  test.skip(!releasesDir || !app || !version, 'run by npm run compat -- <app> <version>');
  // A first start seeds the API's database.
  test.setTimeout(180_000);
  const url = `http://127.0.0.1:${COMPAT_NGINX_PORT}`;
  api = await startApiProcess(COMPAT_API_PORT, {
    DATA_DIR: COMPAT_DATA_DIR,
    ADMIN_TOKEN: OPERATOR_TOKEN,
    ALLOW_SANDBOX_PAYMENTS: '1',
    PUBLIC_URL: url,
  });
  nginx = await startNginx(COMPAT_NGINX_PORT, `127.0.0.1:${COMPAT_API_PORT}`, releasesDir);
});

test.afterAll(async () => {
  await nginx?.stop();
  if (api) await stopProcess(api);
});

const operator = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(path, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, data });

test('browse, add to cart, ship, pay, follow the order and review it, with the release composed in', async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await enterQaMode(page);
  // The override is kept in this browser for every page after this one.
  await page.goto(`${TEA_TYPE}?mf.${app}=${version}`);
  await expect(page.getByTestId('qa-overrides-banner')).toContainText(`build ${version}`);
  await expect(page.getByTestId('qa-overrides-banner')).not.toContainText('refused');

  const onSale = new Set((await productsOnSale(request)).map((product) => `/tea-item/${product.slug}`));
  const cards = page.getByTestId('product-grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((each) => each !== null && onSale.has(each));
  expect(href, `a tea on sale on ${TEA_TYPE}`).toBeTruthy();
  await page.locator(`[data-testid="product-grid"] a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href!);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await enterAddress(page, SYDNEY);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await payInSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/sencha-steep-in-transit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Delivery progress' })).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  for (const state of ['processing', 'in transit', 'delivered'])
    expect((await operator(request, `/api/admin/orders/${orderId}/delivery-states`, { state })).ok()).toBe(
      true,
    );
  await page.reload();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByPlaceholder('Share your experience with this order...').fill('Checked before promotion.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review! It has been saved successfully.')).toBeVisible();
  // Still composed with the release under test at the end of the journey.
  await expect(page.getByTestId('qa-overrides-banner')).toContainText(`build ${version}`);
});
