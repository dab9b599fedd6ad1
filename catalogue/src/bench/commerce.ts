import type { Cart, ShippingServiceOption } from '@sencha/shared/contract';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { DURATION, routeFigures, run, type RouteFigures } from './run';

const CONNECTIONS = Number(process.env.BENCH_COMMERCE_CONNECTIONS ?? 20);

/**
 * Cart validation and shipping quotes under load: a real cart (a seeded product, a Sydney address, the
 * cheapest service). Every POST is rate limited per client, so each request comes from its own address
 * (X-Forwarded-For, believed from loopback): this measures the rate limiter's bookkeeping too.
 */
export async function benchCommerce(base: string): Promise<RouteFigures[]> {
  const product = (await (await fetch(`${base}/api/tea-item/sencha-superior-100g`)).json()) as TeaItemProduct;
  const cart: Cart = {
    items: [
      {
        id: String(product.id),
        name: product.name,
        imageUrl: product.imageURL,
        price: product.price,
        quantity: 2,
      },
    ],
    totalAmount: product.price * 2,
    shippingAddress: {
      name: 'Bench Shopper',
      address: { line1: '1 Martin Place', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
    },
  };
  let client = 0;
  const post = (path: string, body: unknown) =>
    run(`${base}${path}`, {
      connections: CONNECTIONS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      setupClient: (c) => {
        client += 1;
        c.setHeaders({
          'content-type': 'application/json',
          'x-forwarded-for': `10.${client >> 8}.${client & 255}.1`,
        });
      },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              'x-forwarded-for': `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
            },
          }),
        },
      ],
    });
  const quote = await fetch(`${base}/api/shipping/services`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
    body: JSON.stringify(cart),
  });
  const [cheapest] = (await quote.json()) as ShippingServiceOption[];
  const ready = { ...cart, shippingService: cheapest };
  console.log(`commerce POSTs: ${CONNECTIONS} connections, ${DURATION} s each`);
  const figures: RouteFigures[] = [];
  for (const [path, body] of [
    ['/api/shipping/services', cart],
    ['/api/cart/validate', ready],
  ] as const) {
    const r = await post(path, body);
    figures.push(routeFigures(`POST ${path}`, r));
    console.log(
      `POST ${path.padEnd(35)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p99 ` +
        `${String(r.latency.p99).padStart(3)} ms   (2xx ${r['2xx']}, non-2xx ${r.non2xx}, errors ${r.errors})`,
    );
  }
  return figures;
}
