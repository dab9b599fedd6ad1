import { act, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { addItem, createServerStore } from '@sencha/platform';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { declaredRoutes } from './declaredRoutes';
import { routeObjectsOf } from './routeTable';
import { CarouselLeadingWhenCartEmpty, ServerLedCarouselContext } from './LeadCarousel';
import { REMOTE_MANIFESTS } from '../test/bootSite';

// Each area as the props it is given: what the composition decides, without loading any remote.
jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ id, props }: { id: string; props?: object }) => (
    <p data-testid={id}>{JSON.stringify(props ?? {})}</p>
  ),
}));

function Site() {
  return useRoutes(routeObjectsOf(declaredRoutes(REMOTE_MANIFESTS), () => undefined));
}

const carouselProps = () => screen.getByTestId('catalog/HomeCarousel').textContent;

describe('the carousel composed below a page', () => {
  it('is the empty cart’s lead content, and no longer once the cart has a line', () => {
    const { store } = renderWithShell(<Site />, { path: '/cart' });
    expect(carouselProps()).toBe('{"leadImage":true}');
    act(() => {
      store.dispatch(
        addItem({ id: '1', name: 'Sencha', slug: 'sencha', imageUrl: '', price: 10, quantity: 1, stock: 5 }),
      );
    });
    expect(carouselProps()).toBe('{}');
  });

  it('waits its turn below the order page, whatever the cart', () => {
    renderWithShell(<Site />, { path: '/sencha-steep-in-transit/0b6f0e6c-3b1e-4f5e-9f3c-2d1c7b9a8e11' });
    expect(carouselProps()).toBe('{}');
  });
});

describe('the carousel the render server led the empty cart with', () => {
  // A browser: nothing is near until the observer says so.
  beforeEach(() => {
    window.IntersectionObserver = class {
      observe = () => undefined;
      disconnect = () => undefined;
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

  const serverLed = (led: boolean) => (
    <ServerLedCarouselContext.Provider value={led}>
      <Site />
    </ServerLedCarouselContext.Provider>
  );
  const sencha = { id: '1', name: 'Sencha', slug: 'sencha', imageUrl: '', price: 10, quantity: 1, stock: 5 };

  it('is there when hydrating the server’s HTML, and stays once the cart has a line', async () => {
    const tree = serverLed(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={createServerStore()}>
        <MemoryRouter initialEntries={['/cart']}>{tree}</MemoryRouter>
      </Provider>,
    );
    document.body.append(container);
    const store = createServerStore();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <MemoryRouter initialEntries={['/cart']}>{tree}</MemoryRouter>
        </Provider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(carouselProps()).toBe('{"leadImage":true}');
    act(() => {
      store.dispatch(addItem(sencha));
    });
    expect(carouselProps()).toBe('{}');
    container.remove();
  });

  it('is in the server’s HTML only when the render server leads the page with it', () => {
    const html = (led: boolean) =>
      renderToString(
        <Provider store={createServerStore()}>
          <ServerLedCarouselContext.Provider value={led}>
            <CarouselLeadingWhenCartEmpty />
          </ServerLedCarouselContext.Provider>
        </Provider>,
      );
    expect(html(true)).toContain('data-testid="catalog/HomeCarousel"');
    expect(html(false)).not.toContain('catalog/HomeCarousel');
    expect(html(false)).toContain('near-viewport-placeholder');
  });
});
