import { expect, test } from '@playwright/test';
import { productsOnSale } from '../support/shop';

const CONTENT_ORIGIN = 'http://localhost:3005';

interface FederationGlobals {
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => object };
  __FEDERATION__?: { __INSTANCES__: { name: string }[] };
}

test('every app on a page runs on the shell’s one federation runtime', async ({ page, request }) => {
  const [product] = await productsOnSale(request);
  await page.goto(`/tea-item/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  // A second remote in the same page: the cart.
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);

  const instances = () =>
    page.evaluate(() => {
      const globals = window as unknown as FederationGlobals;
      const core = globals._FEDERATION_RUNTIME_CORE;
      return (globals.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => ({
        name: instance.name,
        onShellCore: Boolean(core) && instance instanceof core!.ModuleFederation,
      }));
    });
  await expect
    .poll(async () => (await instances()).map((instance) => instance.name))
    .toEqual(expect.arrayContaining(['shell', 'product', 'cartCheckout']));
  for (const instance of await instances())
    expect(instance, instance.name).toMatchObject({ onShellCore: true });
});

test('a remote’s standalone page brings the runtime core it is built without', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${CONTENT_ORIGIN}/index.html`);
  await expect(page.getByRole('navigation', { name: 'content pages' })).toContainText('content (standalone)');
  expect(errors).toEqual([]);
});
