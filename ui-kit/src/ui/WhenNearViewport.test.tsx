import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, WhenNearViewport } from './WhenNearViewport';

/** A stand-in for the browser's IntersectionObserver that the test tells when the box comes near. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The carousel stand-in, held by a 320 px box. */
const renderCarousel = () =>
  render(
    <WhenNearViewport height={320}>
      <p>Tea carousel</p>
    </WhenNearViewport>,
  );

describe('WhenNearViewport', () => {
  beforeEach(() => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    FakeIntersectionObserver.all = [];
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds the place with an empty box until it nears the viewport, then renders and keeps its children', async () => {
    renderCarousel();
    // Far below the viewport.
    jest
      .spyOn(screen.getByTestId('near-viewport-placeholder'), 'getBoundingClientRect')
      .mockImplementation(() => ({ top: 5000 }) as DOMRect);
    expect(screen.queryByText('Tea carousel')).toBeNull();
    expect(screen.getByTestId('near-viewport-placeholder')).toHaveStyle({ minHeight: '320px' });

    // Watched only from the window's load on, in idle time (jsdom has loaded; no requestIdleCallback: 200 ms).
    const [observer] = FakeIntersectionObserver.all;
    expect(observer?.observed).toEqual([]);
    await waitFor(() => expect(observer?.observed).toHaveLength(1));
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => observer?.report(false));
    expect(screen.queryByText('Tea carousel')).toBeNull();

    act(() => observer?.report(true));
    expect(screen.getByText('Tea carousel')).toBeInTheDocument();
    expect(screen.queryByTestId('near-viewport-placeholder')).toBeNull();
    expect(observer?.disconnected).toBe(true);
    expect(FakeIntersectionObserver.all).toHaveLength(1);
  });

  it('watched from its mount, it renders as soon as what is above it has rendered and it comes near', () => {
    // Below a page's loading state, taller than the viewport and the near margin.
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: 5000 }) as DOMRect);
    render(
      <WhenNearViewport height={320} watchFrom="mount">
        <p>Tea carousel</p>
      </WhenNearViewport>,
    );
    rect.mockRestore();
    // Watched at once, not from the window's load on.
    const [observer] = FakeIntersectionObserver.all;
    expect(observer?.observed).toHaveLength(1);
    // Below a page still loading, it is not near yet.
    act(() => observer?.report(false));
    expect(screen.queryByText('Tea carousel')).toBeNull();
    act(() => observer?.report(true));
    expect(screen.getByText('Tea carousel')).toBeInTheDocument();
  });

  it('renders at once when the shopper moves by keyboard, so Tab reaches it in page order', () => {
    render(
      <WhenNearViewport height={320}>
        <a href="/tea-item/sencha">Sencha</a>
      </WhenNearViewport>,
    );
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByRole('link', { name: 'Sencha' })).toBeInTheDocument();
  });

  it('renders when a scroll jumps past it without it ever intersecting', async () => {
    renderCarousel();
    const placeholder = screen.getByTestId('near-viewport-placeholder');
    // Far below until the jump, then above the viewport.
    let top = 5000;
    jest.spyOn(placeholder, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    await waitFor(() => expect(FakeIntersectionObserver.all[0]?.observed).toHaveLength(1));
    fireEvent.scroll(window);
    expect(screen.queryByText('Tea carousel')).toBeNull();
    top = -2000;
    fireEvent.scroll(window);
    expect(screen.getByText('Tea carousel')).toBeInTheDocument();
  });

  it('renders once watched when the shopper had already scrolled past it before the page loaded', async () => {
    renderCarousel();
    jest
      .spyOn(screen.getByTestId('near-viewport-placeholder'), 'getBoundingClientRect')
      .mockImplementation(() => ({ top: -2000 }) as DOMRect);
    expect(screen.queryByText('Tea carousel')).toBeNull();
    // No scroll event comes, and the observer never reports a box above the viewport as near.
    await waitFor(() => expect(screen.getByText('Tea carousel')).toBeInTheDocument());
    expect(FakeIntersectionObserver.all[0]?.disconnected).toBe(true);
  });

  it('leaves nothing behind when it goes away before it was watched', async () => {
    const { unmount } = renderCarousel();
    unmount();
    await new Promise((done) => setTimeout(done, 300));
    const [observer] = FakeIntersectionObserver.all;
    expect(observer?.observed).toEqual([]);
    expect(observer?.disconnected).toBe(true);
  });

  it('renders its children at once where the browser has no IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderCarousel();
    expect(screen.getByText('Tea carousel')).toBeInTheDocument();
  });

  it('renders the children from the first render on when told (nearAtFirst), the server’s HTML too', () => {
    const html = renderToString(
      <WhenNearViewport height={320} nearAtFirst>
        <p>Tea carousel</p>
      </WhenNearViewport>,
    );
    expect(html).toContain('Tea carousel');
    expect(renderToString(<WhenNearViewport height={320}>{'Tea carousel'}</WhenNearViewport>)).not.toContain(
      'Tea carousel',
    );
    render(
      <WhenNearViewport height={320} nearAtFirst>
        <p>Tea carousel</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Tea carousel')).toBeInTheDocument();
    expect(FakeIntersectionObserver.all).toEqual([]);
  });
});
