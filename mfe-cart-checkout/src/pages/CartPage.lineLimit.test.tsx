import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addItem } from '@sencha/platform';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import type { CartItem } from '@sencha/shared/contract';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import { SENCHA } from '../test/fixtures';
import CartPage from './CartPage';

const LIMIT = `Up to ${MAX_LINE_QUANTITY} of each tea per order.`;
const plus = () => screen.getByRole('button', { name: 'One more Sencha Superior 100g' });

function renderWith(line: CartItem) {
  mockFetch({});
  const view = renderWithShell(<CartPage />, { path: '/cart' });
  act(() => {
    view.store.dispatch(addItem(line));
  });
  return view;
}

describe('a cart line at the line limit', () => {
  it('stops the plus at the limit with more in stock, and says why to the plus button', async () => {
    const user = userEvent.setup();
    const { store } = renderWith({
      ...SENCHA,
      quantity: MAX_LINE_QUANTITY - 1,
      stock: MAX_LINE_QUANTITY + 25,
    });
    expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();
    await user.click(plus());

    expect(store.getState().cart.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(plus()).toBeDisabled();
    const note = screen.getByText(LIMIT);
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(plus()).toHaveAccessibleDescription(LIMIT);
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument();
  });

  it('says it for a line whose stock is unknown', () => {
    const { stock: _stock, ...unknownStock } = SENCHA;
    renderWith({ ...unknownStock, quantity: MAX_LINE_QUANTITY });
    expect(plus()).toBeDisabled();
    expect(screen.getByText(LIMIT)).toBeInTheDocument();
  });

  it('leaves the stock to speak when the stock is the bound', () => {
    renderWith({ ...SENCHA, quantity: MAX_LINE_QUANTITY, stock: MAX_LINE_QUANTITY });
    expect(plus()).toBeDisabled();
    expect(screen.getByText(`Only ${MAX_LINE_QUANTITY} in stock.`)).toBeInTheDocument();
    expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();
    expect(plus()).not.toHaveAttribute('aria-describedby');
  });
});
