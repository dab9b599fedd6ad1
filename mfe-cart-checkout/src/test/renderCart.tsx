import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { addItem, setShippingAddress } from '@sencha/platform';
import type { ShippingAddress } from '@sencha/shared/contract';
import { mockFetch, renderWithShell, type FakeRoutes } from '@sencha/ui-kit/testing';
import CartPage from '../pages/CartPage';
import { SENCHA, SYDNEY } from './fixtures';

/**
 * The cart page with one line (and an address when given), a stand-in /checkout, and the titles of the alerts
 * it raised, in order (a title is listed again only after another one).
 */
export function renderCart(routes: FakeRoutes, address?: ShippingAddress) {
  const fetchMock = mockFetch(routes);
  const view = renderWithShell(
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
    </Routes>,
    { path: '/cart' },
  );
  const titles: string[] = [];
  view.store.subscribe(() => {
    const current = view.store.getState().alerts.current;
    if (current && titles.at(-1) !== current.title) titles.push(current.title);
  });
  act(() => {
    view.store.dispatch(addItem(SENCHA));
    if (address) view.store.dispatch(setShippingAddress(address));
  });
  return { ...view, fetchMock, titles };
}

/** Types the Sydney address into the shop's own form and asks for services. */
export async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), SYDNEY.name);
  await user.type(screen.getByLabelText('Address line 1'), SYDNEY.address.line1);
  await user.type(screen.getByLabelText('Suburb or city'), SYDNEY.address.city);
  await user.selectOptions(screen.getByLabelText('State'), 'NSW');
  await user.type(screen.getByLabelText('Postcode'), SYDNEY.address.postal_code);
  await user.click(screen.getByRole('button', { name: 'Check Shipping Options' }));
}

export const VERIFIED = { status: 200, json: { addressComplete: true, hasUnconfirmedComponents: false } };
export const UNCONFIRMED = { status: 200, json: { addressComplete: true, hasUnconfirmedComponents: true } };
