import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { FullLoadOnSkew } from './FullLoadOnSkew';
import type { SkewWatch } from './versionSkew';
import type { RouteTable } from '../routes/routeDefs';

const table: RouteTable = {
  defs: [
    { path: 'home', id: 'catalog/HomePage' },
    { path: 'cart', id: 'cartCheckout/CartPage' },
    { path: 'checkout', id: 'cartCheckout/CheckoutPage' },
  ],
  unknown: [],
  pending: [],
};

/** The page with links, a watch that says the pointer has moved, and the page load it asks for. */
function openStale(from: string) {
  const onNavigation = jest.fn((keepClientSide: boolean) => !keepClientSide);
  const watch: SkewWatch = { onNavigation, recomposed: jest.fn(), stale: () => true };
  const assign = jest.fn();
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[from]}>
        <Link to="/cart">Cart</Link>
        <Link to="/checkout?step=2">Checkout</Link>
        <Link to="/home?sort=new#top">Home</Link>
        <FullLoadOnSkew routes={{ getSnapshot: () => table }} watch={() => watch} assign={assign} />
      </MemoryRouter>
    </StrictMode>,
  );
  return { onNavigation, assign, user: userEvent.setup() };
}

describe('FullLoadOnSkew', () => {
  it('is told nothing of the page load, StrictMode or not', () => {
    const { onNavigation, assign } = openStale('/home');
    expect(onNavigation).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps navigations within the cart and checkout client-side', async () => {
    const { onNavigation, assign, user } = openStale('/home');
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(onNavigation.mock.calls).toEqual([[true], [true]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns a navigation elsewhere into a full load of the same address', async () => {
    const { assign, user } = openStale('/cart');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(assign).toHaveBeenCalledWith('/home?sort=new#top');
  });
});
