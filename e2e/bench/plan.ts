import type {
  Cart,
  CheckoutSession,
  CheckoutSessionCreated,
  ShippingServiceOption,
  TeaItemProductSummary,
} from '@sencha/platform/domain';

/** One page the bench measures; `withCart` pages open with the plan's cart in localStorage. */
export interface BenchPage {
  name: string;
  path: string;
  withCart?: boolean;
}

/** What bundle-report.mjs and lighthouse.mjs read (written to a temporary file). */
export interface BenchPlan {
  baseUrl: string;
  cart: Cart;
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

/** Buys the cart through the API's sandbox provider (docs/commerce.md#payments); answers the order id. */
async function placeOrder(base: string, cart: Cart): Promise<string> {
  const withAddress = {
    ...cart,
    shippingAddress: {
      name: 'Bench Shopper',
      address: { line1: '1 Martin Place', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
    },
  };
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const [service] = await json<ShippingServiceOption[]>(await post('/api/shipping/services', withAddress));
  const session = await json<CheckoutSessionCreated>(
    await post('/api/checkout/session', { ...withAddress, shippingService: service }),
  );
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

/** The pages of issue 17's targets: home, a type listing, a tea item, the cart with two teas, FAQ, an order. */
export async function benchPlan(base: string): Promise<BenchPlan> {
  const cart = await twoTeas(base);
  const orderId = await placeOrder(base, cart);
  return {
    baseUrl: base,
    cart,
    pages: [
      { name: 'home', path: '/home' },
      { name: 'type listing', path: '/specialty-tea/green-tea' },
      { name: 'tea item', path: '/tea-item/sencha-superior-100g' },
      { name: 'cart (two teas)', path: '/cart', withCart: true },
      { name: 'FAQ', path: '/frequently-asked-questions' },
      { name: 'order', path: `/sencha-steep-in-transit/${orderId}` },
    ],
  };
}
