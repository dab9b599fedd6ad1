import { watchLinkPrefetch } from './linkPrefetch';

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
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('prefetches the module behind a hovered or focused link once, in idle time', async () => {
    const prefetch = jest.fn(async (_id: string) => undefined);
    stop = watchLinkPrefetch(window, prefetch);
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
    stop = watchLinkPrefetch(window, prefetch);
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

  it('fetches nothing ahead when the shopper saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const prefetch = jest.fn(async (_id: string) => undefined);
    stop = watchLinkPrefetch(window, prefetch);
    hover(link('/tea-item/sencha-superior'));
    jest.runOnlyPendingTimers();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
