import type { TeaItemProductSummary } from '@sencha/shared/contract';

/** A route of the fake API: a JSON body (or raw text) with a status; a function can answer per request. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((init: RequestInit | undefined) => Promise<FakeAnswer>)
>;

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Replaces global fetch with one that answers from `routes` by path; unknown paths answer 404. */
export function mockFetch(routes: FakeRoutes): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[pathOf(url)];
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? await route(init)
        : route
      : { status: 404, json: { message: 'Not found' } };
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const status = answer.status ?? 200;
    const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return { ok: status >= 200 && status < 300, status, text: async () => body } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The paths a `mockFetch` mock was called with, without the origin. */
export const calledPaths = (mock: jest.Mock): string[] =>
  mock.mock.calls.map(([input]) => pathOf(String(input)));

/** A product summary as the listing endpoints send it: on sale since 2024 and in stock (10). */
export const productSummary = (slug: string, name: string, price = 18.5): TeaItemProductSummary => ({
  id: slug.length,
  slug,
  name,
  price,
  weight: 100,
  stock: 10,
  imageURL: `/images/tea/${slug}-1.png`,
  onSaleFrom: '2024-01-01T00:00:00.000Z',
});

/** The same product not yet on sale ('Coming Soon': no sale date). */
export const comingSoon = (product: TeaItemProductSummary): TeaItemProductSummary => ({
  ...product,
  onSaleFrom: null,
});

/** The same product on sale but with no stock left ('Out of stock'). */
export const outOfStock = (product: TeaItemProductSummary): TeaItemProductSummary => ({
  ...product,
  stock: 0,
});
