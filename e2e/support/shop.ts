import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A product summary as the listings serve it. */
export interface Product {
  id: number;
  slug: string;
  name: string;
  price: number;
  stock: number;
  onSaleFrom: string | null;
}

/**
 * Products a shopper can buy now, from the running shop's own API (the e2e database persists between local
 * runs, so tests pick by the stock there is rather than by fixed slugs).
 */
export async function productsOnSale(request: APIRequestContext): Promise<Product[]> {
  const menu = (await (await request.get('/api/main-menu')).json()) as { teaTypes: { slug: string }[] };
  const lists = await Promise.all(
    menu.teaTypes.map(
      async ({ slug }) => (await (await request.get(`/api/teatype/${slug}/tea`)).json()) as Product[],
    ),
  );
  const now = Date.now();
  return lists
    .flat()
    .filter((p) => p.onSaleFrom !== null && Date.parse(p.onSaleFrom) <= now && p.stock > 0)
    .sort((a, b) => b.stock - a.stock);
}

/** Fixture: a real Sydney CBD address (postcode 2000, locality Sydney, NSW). */
export const SYDNEY = {
  name: 'Mei Tanaka',
  line1: '1 Martin Place',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

/** A stored cart of these lines, as the tea item page would write it. */
export function cartOf(lines: { product: Product; quantity: number; price?: number }[]) {
  const items = lines.map(({ product, quantity, price }) => ({
    id: String(product.id),
    name: product.name,
    slug: product.slug,
    imageUrl: '/images/placeholder-tea.png',
    price: price ?? product.price,
    quantity,
    stock: product.stock,
  }));
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { items, totalAmount: cents / 100 };
}

/**
 * Puts `cart` in the stored cart before any shop script runs, once per tab: a live or booting store on another
 * page could persist its own cart over it (redux-persist writes on its own schedule), and a later reload must
 * keep what the test did.
 */
export async function storeCart(page: Page, cart: object) {
  const seed = `seeded-cart-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ({ cart, seed }) => {
      if (sessionStorage.getItem(seed)) return;
      sessionStorage.setItem(seed, '1');
      localStorage.setItem('cart', JSON.stringify(cart));
    },
    { cart, seed },
  );
}

/** Puts lines in the stored cart (as the tea item page would) and opens /cart. */
export async function openCartWith(
  page: Page,
  lines: { product: Product; quantity: number; price?: number }[],
) {
  await storeCart(page, cartOf(lines));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shipping Options' })).toBeVisible();
}

/** Fills the shop's own address form and asks for services. */
export async function enterAddress(
  page: Page,
  address: { name: string; line1: string; city: string; state: string; postcode: string; country?: string },
) {
  if (address.country) await page.getByLabel('Country').selectOption({ label: address.country });
  await page.getByLabel('Full name').fill(address.name);
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('Suburb or city').fill(address.city);
  const state = page.getByLabel('State');
  if (address.country) await state.fill(address.state);
  else await state.selectOption(address.state);
  await page.getByLabel('Postcode').fill(address.postcode);
  await page.getByRole('button', { name: 'Check Shipping Options' }).click();
}

/** Pays in the sandbox's card form (an iframe of /checkout). */
export async function payInSandbox(page: Page, card: string, email = 'e2e.shopper@example.com') {
  const form = page.frameLocator('iframe[title="Payment form (test payments)"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 39');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Mei Tanaka');
  await form.getByRole('button', { name: /^Pay / }).click();
  return form;
}

/** A cart ready for checkout: one tea, the Sydney address and the cheapest service, quoted by the API at `base`. */
export async function readyCart(request: APIRequestContext, base: string) {
  const [product] = await productsOnSale(request);
  const cart = {
    items: [
      {
        id: String(product!.id),
        name: product!.name,
        slug: product!.slug,
        imageUrl: '/images/placeholder-tea.png',
        price: product!.price,
        quantity: 1,
      },
    ],
    totalAmount: product!.price,
    shippingAddress: {
      name: SYDNEY.name,
      address: {
        line1: SYDNEY.line1,
        city: SYDNEY.city,
        state: SYDNEY.state,
        postal_code: SYDNEY.postcode,
        country: 'AU',
      },
    },
  };
  const services = (await (
    await request.post(`${base}/api/shipping/services`, { data: cart })
  ).json()) as unknown[];
  return { ...cart, shippingService: services[0] };
}

/** The operator token the e2e shop runs with (playwright.config.ts). */
export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

/** Buys one tea through the sandbox as a shopper would; answers the order id. */
export async function placeOrder(page: Page, request: APIRequestContext): Promise<string> {
  page.on('dialog', (dialog) => void dialog.accept());
  const [product] = await productsOnSale(request);
  await openCartWith(page, [{ product: product!, quantity: 1 }]);
  await enterAddress(page, SYDNEY);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await payInSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Track your order' }).getAttribute('href');
  return href!.split('/').pop()!;
}
