import type {
  Cart,
  CheckoutSession,
  CheckoutSessionCreated,
  ShippingServiceOption,
  TeaItemProductSummary,
} from '@sencha/shared/contract';

/** One page the bench measures; a page with a `cart` opens with that cart in localStorage. */
export interface BenchPage {
  name: string;
  path: string;
  cart?: Cart;
}

/** What bundle-report.mjs and lighthouse.mjs read (written to a temporary file). */
export interface BenchPlan {
  baseUrl: string;
  pages: BenchPage[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Two green teas on sale, as the tea item page puts them into the cart. */
async function twoTeas(base: string): Promise<Cart> {
  const list = await json<TeaItemProductSummary[]>(await fetch(`${base}/api/teatype/green-tea/tea`));
  const items = list
    .filter((p) => p.stock > 1 && p.onSaleFrom && Date.parse(p.onSaleFrom) <= Date.now())
    .slice(0, 2)
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      slug: p.slug,
      imageUrl: p.imageURL,
      price: p.price,
      quantity: 1,
      stock: p.stock,
    }));
  if (items.length < 2) throw new Error('the catalogue has fewer than two green teas on sale');
  return { items, totalAmount: items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100 };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The cart as the shopper leaves the cart page for checkout: a shipping address and the first service. */
async function readyToPay(base: string, cart: Cart): Promise<Cart> {
  const withAddress: Cart = {
    ...cart,
    shippingAddress: {
      name: 'Bench Shopper',
      address: { line1: '1 Martin Place', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
    },
  };
  const [service] = await json<ShippingServiceOption[]>(
    await post(`${base}/api/shipping/services`, withAddress),
  );
  return { ...withAddress, shippingService: service };
}

/** Buys the cart through the API's sandbox provider (docs/commerce.md#payments); answers the order id. */
async function placeOrder(base: string, cart: Cart): Promise<string> {
  const session = await json<CheckoutSessionCreated>(await post(`${base}/api/checkout/session`, cart));
  const paid = await fetch(`${base}/api/checkout/sandbox/${session.sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'bench.shopper@example.com',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
      nameOnCard: 'Bench Shopper',
    }),
  });
  if (!paid.ok) throw new Error(`the sandbox payment answered ${paid.status}`);
  const status = await json<CheckoutSession>(
    await fetch(`${base}/api/checkout/session/${session.sessionId}`),
  );
  if (!status.orderId) throw new Error('the paid checkout session has no order');
  return status.orderId;
}

/**
 * The pages with targets: home, a type listing, a tea item, the cart with two teas and empty (its largest paint
 * is the carousel's, docs/architecture.md#images-and-fonts), checkout, FAQ, an order.
 */
export async function benchPlan(base: string): Promise<BenchPlan> {
  const cart = await twoTeas(base);
  const paying = await readyToPay(base, cart);
  const orderId = await placeOrder(base, paying);
  return {
    baseUrl: base,
    pages: [
      { name: 'home', path: '/home' },
      { name: 'type listing', path: '/specialty-tea/green-tea' },
      { name: 'tea item', path: '/tea-item/sencha-superior-100g' },
      { name: 'cart (two teas)', path: '/cart', cart },
      // No cart: Lighthouse resets storage before each run.
      { name: 'cart (empty)', path: '/cart' },
      { name: 'checkout', path: '/checkout', cart: paying },
      { name: 'FAQ', path: '/frequently-asked-questions' },
      { name: 'order', path: `/sencha-steep-in-transit/${orderId}` },
    ],
  };
}
