import type { Deferred } from '@sencha/ui-kit';
import type { AnyPage } from '../remotes/pageLoads';
import { earlyLoadOf } from '../remotes/pageLoads';
import type { RouteStore } from '../routes/routeStore';
import { untilOpeningPage } from './untilOpeningPage';

jest.mock('../remotes/pageLoads', () => ({ earlyLoadOf: jest.fn() }));

/** A module load the test settles. */
function heldLoad() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<AnyPage>((resolve) => (arrive = () => resolve((() => null) as AnyPage)));
  const load = { load: () => arrived, current: () => undefined } as unknown as Deferred<AnyPage>;
  return { load, arrive };
}

const routes: RouteStore = {
  getSnapshot: () => ({
    defs: [{ path: 'cart', id: 'cartCheckout/CartPage', withCarousel: true, carouselLeads: 'whenCartEmpty' }],
    unknown: [],
    pending: [],
  }),
  subscribe: () => () => undefined,
  retry: () => undefined,
};

describe('untilOpeningPage', () => {
  it('waits for the page and for the carousel whose load was started with it (an empty cart)', async () => {
    const page = heldLoad();
    const carousel = heldLoad();
    jest
      .mocked(earlyLoadOf)
      .mockImplementation((id) => (id === 'cartCheckout/CartPage' ? page.load : carousel.load));
    let done = false;
    const waiting = untilOpeningPage(routes, '/cart').then(() => (done = true));
    page.arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The server rendered the carousel: hydrating before its code is in would show a loading state over it.
    expect(done).toBe(false);
    carousel.arrive();
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait for a carousel nothing started (a cart with lines)', async () => {
    const page = heldLoad();
    jest
      .mocked(earlyLoadOf)
      .mockImplementation((id) => (id === 'cartCheckout/CartPage' ? page.load : undefined));
    const waiting = untilOpeningPage(routes, '/cart');
    page.arrive();
    await expect(waiting).resolves.toBeUndefined();
  });
});
