import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addItem } from '@sencha/platform';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { PurchaseControls } from './PurchaseControls';

// More in stock than one line may hold: the line limit, not the stock, stops the quantity.
const product = { id: 7, name: 'Gyokuro 50g', slug: 'gyokuro-50g', price: 42, stock: MAX_LINE_QUANTITY + 25 };
const LIMIT = `Up to ${MAX_LINE_QUANTITY} of each tea per order.`;
const FULL = `Your cart already holds ${MAX_LINE_QUANTITY} of this tea, the most per order.`;

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });

async function raiseTo(user: ReturnType<typeof userEvent.setup>, quantity: number) {
  for (let i = 1; i < quantity; i += 1) await user.click(plus());
}

describe('PurchaseControls at the line limit', () => {
  it('stops the quantity at the line limit and says so, politely, to the plus button', async () => {
    const user = userEvent.setup();
    renderWithShell(<PurchaseControls product={product} imageUrl="/a.png" />);
    const note = document.querySelector('[aria-live="polite"]:not(output)');
    expect(note).toBeEmptyDOMElement();
    await raiseTo(user, MAX_LINE_QUANTITY);

    expect(screen.getByTestId('quantity')).toHaveTextContent(String(MAX_LINE_QUANTITY));
    expect(plus()).toBeDisabled();
    expect(screen.getByTestId('line-limit')).toHaveTextContent(LIMIT);
    expect(plus()).toHaveAccessibleDescription(LIMIT);
    expect(note).toHaveTextContent(LIMIT);
    expect(addToCart()).toBeEnabled();
  });

  it('counts what the cart holds, adds the rest whole and then refuses with the message', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<PurchaseControls product={product} imageUrl="/a.png" />);
    act(() => {
      store.dispatch(addItem({ id: '7', name: product.name, imageUrl: '', price: 42, quantity: 15 }));
    });
    await raiseTo(user, MAX_LINE_QUANTITY - 15);
    expect(plus()).toBeDisabled();
    expect(screen.getByTestId('line-limit')).toHaveTextContent(`${LIMIT} Your cart already holds 15.`);

    await user.click(addToCart());
    expect(store.getState().cart.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(store.getState().alerts.current?.description).toBe(
      `Gyokuro 50g (x${MAX_LINE_QUANTITY - 15}) has been added to your cart`,
    );

    // The line is full: nothing more is offered, and no alert can claim otherwise.
    expect(addToCart()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(screen.getByTestId('line-full')).toHaveTextContent(FULL);
    expect(addToCart()).toHaveAccessibleDescription(FULL);
    expect(screen.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('line-limit')).not.toBeInTheDocument();
  });

  it('refuses at once when the cart line is already at the limit', () => {
    const { store } = renderWithShell(<PurchaseControls product={product} imageUrl="/a.png" />);
    act(() => {
      store.dispatch(
        addItem({ id: '7', name: product.name, imageUrl: '', price: 42, quantity: MAX_LINE_QUANTITY * 5 }),
      );
    });
    expect(store.getState().cart.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addToCart()).toBeDisabled();
    expect(screen.getByTestId('line-full')).toHaveTextContent(FULL);
    expect(store.getState().alerts.current).toBeNull();
  });

  it('leaves the stock to speak when the stock is the bound', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <PurchaseControls product={{ ...product, stock: MAX_LINE_QUANTITY }} imageUrl="/a.png" />,
    );
    await raiseTo(user, MAX_LINE_QUANTITY);
    expect(plus()).toBeDisabled();
    expect(screen.queryByTestId('line-limit')).not.toBeInTheDocument();
    await user.click(addToCart());
    expect(screen.getByTestId('all-in-cart')).toHaveTextContent(
      `All ${MAX_LINE_QUANTITY} we have are in your cart.`,
    );
    expect(screen.queryByTestId('line-full')).not.toBeInTheDocument();
  });
});
