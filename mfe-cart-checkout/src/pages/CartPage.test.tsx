import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addItem } from '@sencha/platform';
import type { ShippingServiceOption } from '@sencha/shared/contract';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import { CART_INVALID_ALERT, VERIFY_FAILED_CONFIRM } from '../commerce/messages';
import { SENCHA, SERVICES, SYDNEY } from '../test/fixtures';
import { fillAddress, renderCart, UNCONFIRMED, VERIFIED } from '../test/renderCart';
import CartPage from './CartPage';

const confirmMock = jest.fn<boolean, [string?]>();
const alertMock = jest.fn<void, [string?]>();

beforeEach(() => {
  window.confirm = confirmMock;
  window.alert = alertMock;
  confirmMock.mockReset();
  alertMock.mockReset();
});

describe('CartPage', () => {
  it('shows the empty cart with its ways on', () => {
    mockFetch({});
    renderWithShell(<CartPage />, { path: '/cart' });
    expect(screen.getByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByText('Browse our collection to find your perfect tea!')).toBeInTheDocument();
    expect(screen.getByText('Would you like some assistance?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('verifies an address, saves it, lists the services and goes on to checkout', async () => {
    const user = userEvent.setup();
    const { store, titles, fetchMock } = renderCart({
      '/api/shipping/address/validate': VERIFIED,
      '/api/shipping/services': { json: SERVICES },
      '/api/cart/validate': { json: { items: {}, totalAmount: { status: 'success', message: '' } } },
    });
    expect(
      screen.getByText('Please enter your shipping address to find available shipping options.'),
    ).toBeInTheDocument();
    await fillAddress(user);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['AUS_PARCEL_REGULAR', 'AUS_PARCEL_EXPRESS']);
    // The address check's toast stays: the services appearing below it are what changed.
    expect(titles).toEqual(['Address is Valid']);
    expect(store.getState().cart.shippingAddress).toEqual(SYDNEY);

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(titles).toContain('Shipping Service Not Selected');
    await user.click(radios[1]!);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    const validated = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cart/validate'));
    expect(JSON.parse(String(validated?.[1]?.body))).toMatchObject({
      shippingService: { serviceCode: 'AUS_PARCEL_EXPRESS' },
    });
  });

  it('asks before using an address it could not confirm: cancel stops, continue saves', async () => {
    const user = userEvent.setup();
    const { store, fetchMock } = renderCart({
      '/api/shipping/address/validate': UNCONFIRMED,
      '/api/shipping/services': { json: SERVICES },
    });
    confirmMock.mockReturnValueOnce(false);
    await fillAddress(user);
    expect(confirmMock).toHaveBeenCalledWith(VERIFY_FAILED_CONFIRM);
    expect(store.getState().cart.shippingAddress).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/services'))).toBe(false);
    confirmMock.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Check Shipping Options' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(store.getState().cart.shippingAddress).toEqual(SYDNEY);
  });

  it("shows the server's refusal of a country next to the address", async () => {
    const user = userEvent.setup();
    renderCart({
      '/api/shipping/address/validate': {
        status: 400,
        json: { message: 'Sorry, we do not ship to Russia (RU).' },
      },
    });
    await fillAddress(user);
    expect(await screen.findByText('Sorry, we do not ship to Russia (RU).')).toBeInTheDocument();
  });

  it('finds a saved address on arrival, and keeps the chosen service after a change only if still offered', async () => {
    const user = userEvent.setup();
    let answer: ShippingServiceOption[] = SERVICES;
    const { store, titles } = renderCart(
      { '/api/shipping/services': () => Promise.resolve({ json: answer }) },
      SYDNEY,
    );
    await waitFor(() => expect(titles).toContain('Shipping Address Found'));
    await user.click((await screen.findAllByRole('radio'))[1]!);
    expect(store.getState().cart.shippingService?.serviceCode).toBe('AUS_PARCEL_EXPRESS');
    answer = [SERVICES[0]!];
    await user.click(screen.getByRole('button', { name: 'One more Sencha Superior 100g' }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
    expect(store.getState().cart.shippingService).toBeUndefined();
  });

  it('opens the form with the saved address when the shopper asks to change it', async () => {
    const user = userEvent.setup();
    const { store, fetchMock } = renderCart(
      { '/api/shipping/services': { json: SERVICES }, '/api/shipping/address/validate': VERIFIED },
      SYDNEY,
    );
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(store.getState().cart.shippingAddress).toBeUndefined();
    expect(screen.getByLabelText('Full name')).toHaveValue('Mei Tanaka');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Martin Place');
    expect(screen.getByLabelText('Suburb or city')).toHaveValue('Sydney');
    expect(screen.getByLabelText('State')).toHaveValue('NSW');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    await user.clear(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), '2 Martin Place');
    await user.click(screen.getByRole('button', { name: 'Check Shipping Options' }));
    await waitFor(() =>
      expect(store.getState().cart.shippingAddress).toEqual({
        ...SYDNEY,
        address: { ...SYDNEY.address, line1: '2 Martin Place' },
      }),
    );
    const checked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/address/validate'));
    expect(JSON.parse(String(checked?.[1]?.body))).toMatchObject({
      name: 'Mei Tanaka',
      address: { city: 'Sydney' },
    });
  });

  it('shows each validation message next to the line it names, and the cart’s alert', async () => {
    const user = userEvent.setup();
    const { store } = renderCart(
      {
        '/api/shipping/services': { json: SERVICES },
        '/api/cart/validate': {
          status: 400,
          json: {
            items: { '13': ['The price of Sencha Superior 100g has changed from $26.00 to $28.00.'] },
            totalAmount: { status: 'error', message: 'The cart total has changed: it is now $28.00.' },
          },
        },
      },
      SYDNEY,
    );
    await user.click((await screen.findAllByRole('radio'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const line = (
      await screen.findByText('The price of Sencha Superior 100g has changed from $26.00 to $28.00.')
    ).closest('li')!;
    expect(
      within(line.parentElement!.closest('li')!).getByRole('link', { name: 'Sencha Superior 100g' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The cart total has changed: it is now $28.00.')).toBeInTheDocument();
    expect(alertMock).toHaveBeenCalledWith(CART_INVALID_ALERT);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('never raises a line above the stock it knows', async () => {
    const user = userEvent.setup();
    mockFetch({});
    const view = renderWithShell(<CartPage />, { path: '/cart' });
    act(() => {
      view.store.dispatch(addItem({ ...SENCHA, quantity: 2, stock: 2 }));
    });
    expect(screen.getByRole('button', { name: 'One more Sencha Superior 100g' })).toBeDisabled();
    expect(screen.getByText('Only 2 in stock.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Sencha Superior 100g' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('keeps the chosen service after a change when it is still offered, at its new price', async () => {
    const user = userEvent.setup();
    let answer: ShippingServiceOption[] = SERVICES;
    const { store } = renderCart(
      { '/api/shipping/services': () => Promise.resolve({ json: answer }) },
      SYDNEY,
    );
    await user.click((await screen.findAllByRole('radio'))[1]!);
    answer = [SERVICES[0]!, { ...SERVICES[1]!, price: 16.5 }];
    await user.click(screen.getByRole('button', { name: 'One more Sencha Superior 100g' }));
    await waitFor(() => expect(store.getState().cart.shippingService?.price).toBe(16.5));
    expect(store.getState().cart.shippingService?.serviceCode).toBe('AUS_PARCEL_EXPRESS');
  });

  it("warns 'Address May Not Be Complete' for 20 seconds when the API says so, then asks", async () => {
    const user = userEvent.setup();
    const { store } = renderCart({
      '/api/shipping/address/validate': { json: { addressComplete: false, hasUnconfirmedComponents: true } },
    });
    const shown: { title: string; duration?: number }[] = [];
    store.subscribe(() => {
      const current = store.getState().alerts.current;
      if (current && shown.at(-1)?.title !== current.title) shown.push(current);
    });
    confirmMock.mockReturnValue(false);
    await fillAddress(user);
    expect(shown[0]).toMatchObject({ title: 'Address May Not Be Complete', duration: 20000 });
    expect(confirmMock).toHaveBeenCalledWith(VERIFY_FAILED_CONFIRM);
  });

  it('says when services cannot be loaded', async () => {
    const { titles } = renderCart(
      { '/api/shipping/services': { status: 503, json: { message: 'down' } } },
      SYDNEY,
    );
    await waitFor(() => expect(titles).toContain('Error Loading Shipping Services'));
    expect(screen.getByText('No shipping service is available for this address.')).toBeInTheDocument();
  });

  it("says when a line's stock fell since it was added", async () => {
    mockFetch({ '/api/tea-item/sencha-superior-100g': { json: { stock: 1 } } });
    const view = renderWithShell(<CartPage />, { path: '/cart' });
    act(() => {
      view.store.dispatch(addItem({ ...SENCHA, quantity: 3, stock: 5 }));
    });
    expect(
      await screen.findByText('Only 1 left in stock since you added it. Please lower the quantity.'),
    ).toBeInTheDocument();
    expect(view.store.getState().cart.items[0]).toMatchObject({ quantity: 3, stock: 1 });
  });
});
