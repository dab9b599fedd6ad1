import { watchLinkPrefetch } from './linkPrefetch';
import { watchViewport } from './viewportLinks';
import { siteRoutes } from '../test/siteRoutes';

const routes = () => siteRoutes().defs;

// The viewport watcher has its own tests; here, only when and whether it starts is under test.
jest.mock('./viewportLinks', () => ({ watchViewport: jest.fn(() => () => undefined) }));
const startedViewportWatch = jest.mocked(watchViewport);

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('watchLinkPrefetch', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    startedViewportWatch.mockClear();
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('prefetches the module behind a hovered or focused link once, in idle time', async () => {
    const prefetch = jest.fn(async (_id: string) => undefined);
    stop = watchLinkPrefetch(window, routes, prefetch);
    const item = link('/tea-item/sencha-superior');
    hover(item);
    expect(prefetch).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(prefetch).toHaveBeenCalledWith('product/TeaItemPage');

    hover(item);
    link('/matcha-tea/uji-matcha').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    jest.runOnlyPendingTimers();
    expect(prefetch).toHaveBeenCalledTimes(1);

    hover(link('/cart'));
    jest.runOnlyPendingTimers();
    expect(prefetch.mock.calls.map(([id]) => id)).toEqual([
      'product/TeaItemPage',
      'cartCheckout/CartPage',
      'catalog/HomeCarousel',
    ]);
  });

  it('ignores links to other sites, redirects and unknown paths, and a failed prefetch', async () => {
    const prefetch = jest.fn(async (_id: string) => Promise.reject(new Error('remote down')));
    stop = watchLinkPrefetch(window, routes, prefetch);
    hover(link('https://elsewhere.example/tea-item/sencha'));
    hover(link('/faq'));
    hover(link('/no/such/page'));
    jest.runOnlyPendingTimers();
    expect(prefetch).not.toHaveBeenCalled();

    hover(link('/frequently-asked-questions'));
    jest.runOnlyPendingTimers();
    expect(prefetch).toHaveBeenCalledWith('content/FaqPage');
    await Promise.resolve();
  });

  it('starts the viewport watcher in the first idle period after the load, not before', () => {
    // jsdom's document has loaded; it has no requestIdleCallback, so idle time is a 200 ms timer.
    stop = watchLinkPrefetch(
      window,
      routes,
      jest.fn(async (_id: string) => undefined),
    );
    expect(startedViewportWatch).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(startedViewportWatch).toHaveBeenCalledTimes(1);
  });

  it('starts no viewport watcher once stopped before the idle period', () => {
    watchLinkPrefetch(
      window,
      routes,
      jest.fn(async (_id: string) => undefined),
    )();
    jest.runOnlyPendingTimers();
    expect(startedViewportWatch).not.toHaveBeenCalled();
  });

  it('fetches nothing ahead when the shopper saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const prefetch = jest.fn(async (_id: string) => undefined);
    stop = watchLinkPrefetch(window, routes, prefetch);
    hover(link('/tea-item/sencha-superior'));
    jest.runOnlyPendingTimers();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
