import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showAlert } from '@sencha/platform';
import { SERVICES, SYDNEY } from '../test/fixtures';
import { fillAddress, renderCart, UNCONFIRMED, VERIFIED } from '../test/renderCart';

// The toast the shell shows (one at a time, a new one replaces it): what the shopper reads at each step.
const confirmMock = jest.fn<boolean, [string?]>();

beforeEach(() => {
  window.confirm = confirmMock;
  confirmMock.mockReset();
});

const VALID_CART = { json: { items: {}, totalAmount: { status: 'success', message: '' } } };

describe('the cart page’s alerts', () => {
  it("says 'Address is Valid' after a confirmed address, and the services listed under it leave it showing", async () => {
    const user = userEvent.setup();
    const { store, titles } = renderCart({
      '/api/shipping/address/validate': VERIFIED,
      '/api/shipping/services': { json: SERVICES },
    });
    await fillAddress(user);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(store.getState().alerts.current).toMatchObject({
      type: 'success',
      title: 'Address is Valid',
      description: 'The address is valid and ready for shipping.',
      visible: true,
    });
    expect(titles).toEqual(['Address is Valid']);
  });

  it("says 'Shipping Address Found' when the page opens with a saved address, still showing once its services are in", async () => {
    const { store, titles } = renderCart({ '/api/shipping/services': { json: SERVICES } }, SYDNEY);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(store.getState().alerts.current).toMatchObject({
      type: 'success',
      title: 'Shipping Address Found',
      description: 'A shipping address has been found. Loading shipping services.',
      visible: true,
    });
    expect(titles).toEqual(['Shipping Address Found']);
  });

  it("says 'Shipping Services Updated' when a quantity change brings new services", async () => {
    const user = userEvent.setup();
    const { titles } = renderCart({ '/api/shipping/services': { json: SERVICES } }, SYDNEY);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'One more Sencha Superior 100g' }));
    await waitFor(() => expect(titles).toEqual(['Shipping Address Found', 'Shipping Services Updated']));
  });

  it("says 'Shipping Services Updated' for an address used unconfirmed (no toast said anything before)", async () => {
    const user = userEvent.setup();
    const { titles } = renderCart({
      '/api/shipping/address/validate': UNCONFIRMED,
      '/api/shipping/services': { json: SERVICES },
    });
    confirmMock.mockReturnValue(true);
    await fillAddress(user);
    await waitFor(() => expect(titles).toEqual(['Shipping Services Updated']));
  });

  it('dismisses its toast when the shopper goes on to checkout', async () => {
    const user = userEvent.setup();
    const { store } = renderCart(
      { '/api/shipping/services': { json: SERVICES }, '/api/cart/validate': VALID_CART },
      SYDNEY,
    );
    await user.click((await screen.findAllByRole('radio'))[0]!);
    // A fresh toast, just before the shopper goes on (long before it would close by itself).
    await user.click(screen.getByRole('button', { name: 'One more Sencha Superior 100g' }));
    await waitFor(() => expect(store.getState().alerts.current?.title).toBe('Shipping Services Updated'));
    expect(await screen.findByRole('radio', { checked: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(store.getState().alerts.current?.visible ?? false).toBe(false);
  });

  it('leaves an alert it did not raise when the shopper goes on', async () => {
    const user = userEvent.setup();
    const { store } = renderCart(
      { '/api/shipping/services': { json: SERVICES }, '/api/cart/validate': VALID_CART },
      SYDNEY,
    );
    await user.click((await screen.findAllByRole('radio'))[0]!);
    act(() => {
      showAlert(store.dispatch, { type: 'info', title: 'From elsewhere', description: '', duration: 0 });
    });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(store.getState().alerts.current).toMatchObject({ title: 'From elsewhere', visible: true });
  });
});
