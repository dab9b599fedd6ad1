import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { useAppSelector } from '@sencha/platform';
import { mockFetch, renderWithShell, type FakeRoutes } from '@sencha/ui-kit/testing';
import CheckoutPage from './CheckoutPage';
import CheckoutStatusPage from './CheckoutStatusPage';
import { SENCHA, SERVICES, SYDNEY } from '../test/fixtures';

/** The shell renders pages once the stored cart is read (shell/src/bootstrap.tsx): go on only when it is there. */
function AfterRehydration({ to }: { to: string }) {
  const lines = useAppSelector((state) => state.cart.items.length);
  return lines > 0 ? <Navigate to={to} replace /> : null;
}

function renderAt(path: string, routes: FakeRoutes, ready = true) {
  const fetchMock = mockFetch(routes);
  // The stored cart is read when the store is made, before the first render (as in the shop).
  if (ready)
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [SENCHA],
        totalAmount: 26,
        shippingAddress: SYDNEY,
        shippingService: SERVICES[0],
      }),
    );
  const view = renderWithShell(
    <Routes>
      <Route path="/wait" element={<AfterRehydration to={path} />} />
      <Route path="/cart" element={<p>Cart page</p>} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/checkout/:sessionId" element={<CheckoutStatusPage />} />
    </Routes>,
    { path: ready ? '/wait' : path },
  );
  return { ...view, fetchMock };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CheckoutPage', () => {
  it('sends a cart without address or service back to /cart', async () => {
    renderAt('/checkout', {}, false);
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it("creates one session and mounts the sandbox's form in #checkout", async () => {
    const { fetchMock } = renderAt('/checkout', {
      '/api/checkout/session': {
        status: 201,
        json: {
          sessionId: 'cs_sandbox_x',
          provider: 'sandbox',
          clientSecret: null,
          url: '/api/checkout/sandbox/cs_sandbox_x',
          expiresAt: '2026-11-21T10:30:00.000Z',
        },
      },
    });
    const frame = await screen.findByTitle('Payment form (test payments)');
    expect(frame).toHaveAttribute('src', '/api/checkout/sandbox/cs_sandbox_x');
    expect(frame.closest('#checkout')).not.toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/checkout/session')),
    ).toHaveLength(1);
    expect(document.title).toBe('Checkout');
  });

  it('lists the reasons a session could not be created', async () => {
    renderAt('/checkout', {
      '/api/checkout/session': {
        status: 400,
        json: {
          items: { '13': ['Sencha Superior 100g has just sold out. Please try again.'] },
          totalAmount: { status: 'error', message: 'Some items in your cart have just sold out.' },
        },
      },
    });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong:');
    expect(panel).toHaveTextContent(
      'An error occurred while creating a checkout session. Please try again shortly.',
    );
    expect(panel).toHaveTextContent('Sencha Superior 100g has just sold out. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  });
});

describe('CheckoutStatusPage', () => {
  it('sends an open session back to /checkout', async () => {
    renderAt('/checkout/cs_sandbox_x', {
      '/api/checkout/session/cs_sandbox_x': {
        json: { status: 'open', customer_email: null, orderId: null, sessionId: 'cs_sandbox_x' },
      },
      '/api/checkout/session': { status: 503, json: { message: 'x' } },
    });
    expect(
      await screen.findByText(/An error occurred while creating a checkout session/),
    ).toBeInTheDocument();
  });

  it('confirms the order, links to it, and asks before clearing the cart outside production', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { store } = renderAt('/checkout/cs_sandbox_x', {
      '/api/checkout/session/cs_sandbox_x': {
        json: {
          status: 'complete',
          customer_email: 'mei@example.com',
          customer_details: { email: 'mei@example.com' },
          orderId: '5d6f2a3e-1b2c-4d5e-8f90-123456789abc',
          sessionId: 'cs_sandbox_x',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('A confirmation email will be sent to mei@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/sencha-steep-in-transit/5d6f2a3e-1b2c-4d5e-8f90-123456789abc',
    );
    expect(confirm).toHaveBeenCalledWith('Would you like to clear your cart? ');
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.shippingAddress).toEqual(SYDNEY);
    expect(document.title).toBe('Checkout Status');
  });

  it('shows the error panel when the session cannot be read', async () => {
    renderAt('/checkout/cs_sandbox_missing', {
      '/api/checkout/session/cs_sandbox_missing': {
        status: 404,
        json: { message: 'Checkout session not found.' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while retrieving the checkout session. Please try again shortly.',
    );
  });
});
