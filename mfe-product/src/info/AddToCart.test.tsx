import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { PurchaseControls } from './PurchaseControls';
import { StockStatus } from '../stock/StockStatus';

const product = { id: 13, name: 'Sencha Superior 100g', slug: 'sencha-superior-100g', price: 26, stock: 3 };

describe('PurchaseControls', () => {
  it('keeps the quantity within 1..stock', async () => {
    const user = userEvent.setup();
    renderWithShell(<PurchaseControls product={product} imageUrl="/images/a.png" />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('dispatches addItem, shows the cart alert and resets the quantity to 1', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<PurchaseControls product={product} imageUrl="/images/a.png" />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(store.getState().cart.items).toEqual([
      {
        id: '13',
        name: 'Sencha Superior 100g',
        slug: 'sencha-superior-100g',
        imageUrl: '/images/a.png',
        price: 26,
        quantity: 2,
        stock: 3,
      },
    ]);
    expect(store.getState().alerts.current).toMatchObject({
      type: 'cart',
      title: 'Sencha Superior 100g added to cart!',
      description: 'Sencha Superior 100g (x2) has been added to your cart',
      link: '/cart',
    });
    expect(store.getState().alerts.current?.thumbnailUrl).toContain('/images/a.png');
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
  });

  it('counts what the cart holds: repeated adds never put more than the stock in the cart', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(
      <PurchaseControls product={{ ...product, stock: 2 }} imageUrl="/a.png" />,
    );
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(2);

    // Nothing more can be added: the selector and the button say so, and a note leads to the cart.
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(plus).toBeDisabled();
    expect(screen.getByTestId('all-in-cart')).toHaveTextContent('All 2 we have are in your cart.');
    expect(screen.getByRole('link', { name: 'your cart' })).toHaveAttribute('href', '/cart');
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
  });

  it('offers only what is left after the cart: one left of three when two are in the cart', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<PurchaseControls product={product} imageUrl="/a.png" />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
    expect(store.getState().alerts.current?.description).toBe(
      'Sencha Superior 100g (x1) has been added to your cart',
    );
  });

  it('reads Out of Stock and is disabled at stock 0', () => {
    const { store } = renderWithShell(
      <PurchaseControls product={{ ...product, stock: 0 }} imageUrl="/a.png" />,
    );
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('StockStatus', () => {
  it('hides low stock while disable-low-stock is on (its default)', () => {
    renderWithShell(<StockStatus stock={4} />);
    expect(screen.getByTestId('stock-status')).toHaveTextContent('In stock');
  });

  it('shows low stock when the flag is off', () => {
    renderWithShell(<StockStatus stock={4} />, { flags: { 'disable-low-stock': false } });
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Low stock: only 4 left');
  });
});
