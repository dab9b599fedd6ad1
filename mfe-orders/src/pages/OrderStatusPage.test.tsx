import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { setReadyAnswers } from '@sencha/platform';
import type { Order } from '@sencha/shared/contract';
import { mockFetch, renderWithShell, type FakeAnswer, type FakeRoutes } from '@sencha/ui-kit/testing';
import OrderStatusPage from './OrderStatusPage';

const ID = '5d6f2a3e-1b2c-4d5e-8f90-123456789abc';
/** Fixture: an order as GET /api/order/{id} answers it (amounts in cents, states newest first). */
const order = (state: string, review: Order['orderReview'] = null): Order => ({
  id: ID,
  createdAt: '2026-11-20T01:00:00.000Z',
  totalAmount: 4795,
  discountAmount: 180,
  deliveryStates: [
    { state, createdAt: '2026-11-21T01:00:00.000Z' },
    { state: 'pending', createdAt: '2026-11-20T01:00:00.000Z' },
  ],
  orderLineItems: [
    {
      name: 'Sencha Superior 100g',
      slug: 'sencha-superior-100g',
      imageUrl: '/s.png',
      productQuantity: 2,
      unitPrice: 1800,
    },
  ],
  shippingDetail: { serviceName: 'Parcel Post', cost: 10.95 },
  orderReview: review,
});

function renderOrder(routes: FakeRoutes, id = ID) {
  const fetchMock = mockFetch(routes);
  const view = renderWithShell(
    <Routes>
      <Route path="/sencha-steep-in-transit/:orderId" element={<OrderStatusPage />} />
      <Route path="/beyond-the-brew" element={<p>Not found page</p>} />
    </Routes>,
    { path: `/sencha-steep-in-transit/${id}` },
  );
  return { ...view, fetchMock };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('OrderStatusPage', () => {
  it('shows an order whose answer is already in (the boot script read it) in its first render, fetching nothing', () => {
    const ready = new Map([[`/api/order/${ID}`, order('in transit')]]);
    setReadyAnswers((url) => {
      const path = new URL(url, window.location.href).pathname;
      const body = ready.get(path);
      ready.delete(path);
      return body ? { body, status: 200, durationMs: 12 } : undefined;
    });
    try {
      const { fetchMock } = renderOrder({});
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByText(ID)).toBeInTheDocument();
      expect(screen.getByText('in transit', { selector: '[data-tone="blue"]' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setReadyAnswers(() => undefined);
    }
  });

  it('shows the order: badge, progress, lines, discount, shipping as is, total in cents', async () => {
    renderOrder({ [`/api/order/${ID}`]: { json: order('in transit') } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order');
    expect(await screen.findByText('in transit', { selector: '[data-tone="blue"]' })).toBeInTheDocument();
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery progress' })).toBeInTheDocument();
    expect(screen.getByText('2 x $18.00')).toBeInTheDocument();
    expect(screen.getByText('$36.00')).toBeInTheDocument();
    expect(screen.getByText('-$1.80')).toBeInTheDocument();
    expect(screen.getByText('$10.95')).toBeInTheDocument();
    expect(screen.getByText('$47.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sencha Superior 100g' })).toHaveAttribute(
      'href',
      '/tea-item/sencha-superior-100g',
    );
    expect(screen.queryByPlaceholderText('Share your experience with this order...')).toBeNull();
    expect(document.title).toBe('Sencha Steep in Transit - Order Status');
  });

  it("says 'Order not found' for an unknown order, and goes to /beyond-the-brew when the load fails", async () => {
    renderOrder({ [`/api/order/${ID}`]: { status: 404, json: { message: 'Order not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    renderOrder({ [`/api/order/${ID}`]: { status: 500, json: {} } });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('takes a review once delivered: rating required, sent, confirmed, order reloaded', async () => {
    const user = userEvent.setup();
    let current = order('delivered');
    const posted: unknown[] = [];
    const { store } = renderOrder({
      [`/api/order/${ID}`]: () => Promise.resolve({ json: current }),
      [`/api/order/${ID}/review`]: (init) => {
        posted.push(JSON.parse(String(init?.body)));
        current = order('delivered', { starRating: 4, reviewText: 'Lovely', approvedDate: null });
        return Promise.resolve({ json: { status: 'saved', orderReview: current.orderReview } });
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    expect(screen.queryByRole('heading', { name: 'Delivery progress' })).toBeNull();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByPlaceholderText('Share your experience with this order...'), 'Lovely');
    await user.click(submit);
    await waitFor(() => expect(store.getState().alerts.current?.title).toBe('Review Submitted'));
    expect(posted).toEqual([{ starRating: 4, reviewText: 'Lovely' }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked());
    expect(screen.getByPlaceholderText('Share your experience with this order...')).toHaveValue('Lovely');
  });

  it('after a review on an order opened on a ready answer, asks the API afresh and shows what it answers', async () => {
    const user = userEvent.setup();
    setReadyAnswers((url) =>
      new URL(url, window.location.href).pathname === `/api/order/${ID}`
        ? { body: order('delivered'), status: 200, durationMs: 9 }
        : undefined,
    );
    try {
      const reviewed = order('delivered', { starRating: 5, reviewText: '', approvedDate: null });
      const { fetchMock } = renderOrder({
        [`/api/order/${ID}`]: { json: reviewed },
        [`/api/order/${ID}/review`]: { json: { status: 'saved', orderReview: reviewed.orderReview } },
      });
      expect(screen.getByRole('heading', { name: 'How was your tea?' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
      const reads = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET');
      // Fresh: the shell hands a plain GET the boot script's read of the order, from before the review.
      expect(reads.map(([input, init]) => [String(input), init?.cache])).toEqual([
        [`/api/order/${ID}`, 'reload'],
      ]);
    } finally {
      setReadyAnswers(() => undefined);
    }
  });

  it('keeps the order shown and only logs when the reload after a review fails', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { store } = renderOrder({
      [`/api/order/${ID}`]: () =>
        Promise.resolve((reads += 1) === 1 ? { json: order('delivered') } : { status: 503, json: {} }),
      [`/api/order/${ID}/review`]: { json: { status: 'saved' } },
    });
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('The order could not be refreshed.', expect.anything()),
    );
    expect(store.getState().alerts.current?.title).toBe('Review Submitted');
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.queryByText('Not found page')).toBeNull();
  });

  it('says when a review could not be saved', async () => {
    const user = userEvent.setup();
    const { store } = renderOrder({
      [`/api/order/${ID}`]: {
        json: order('delivered', { starRating: 3, reviewText: 'ok', approvedDate: null }),
      },
      [`/api/order/${ID}/review`]: {
        status: 409,
        json: { message: 'This review has been published and can no longer be changed.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(store.getState().alerts.current).toMatchObject({
        title: 'Error',
        description: 'Failed to submit your review. Please try again.',
      }),
    );
  });

  it('shows an approved review read-only', async () => {
    renderOrder({
      [`/api/order/${ID}`]: {
        json: order('delivered', {
          starRating: 5,
          reviewText: 'Superb',
          approvedDate: '2026-11-21T03:00:00.000Z',
        }),
      },
    });
    expect(await screen.findByRole('img', { name: '5/5' })).toBeInTheDocument();
    expect(screen.getByText('Superb')).toBeInTheDocument();
    expect(screen.getByText(/^Published on: 21 Nov 2026$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('never shows the previous order while another one loads, or after it fails', async () => {
    const user = userEvent.setup();
    const other = 'aaaaaaaa-1b2c-4d5e-8f90-123456789abc';
    let answer: (value: FakeAnswer) => void = () => undefined;
    mockFetch({
      [`/api/order/${ID}`]: { json: order('in transit') },
      [`/api/order/${other}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderWithShell(
      <>
        <GoTo to={`/sencha-steep-in-transit/${other}`} />
        <Routes>
          <Route path="/sencha-steep-in-transit/:orderId" element={<OrderStatusPage />} />
        </Routes>
      </>,
      { path: `/sencha-steep-in-transit/${ID}` },
    );
    expect(await screen.findByText(ID)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Another order' }));
    expect(await screen.findByText(/Loading your order/)).toBeInTheDocument();
    expect(screen.queryByText(ID)).toBeNull();
    act(() => answer({ status: 404, json: { message: 'Order not found' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByText(ID)).toBeNull();
  });
});

/** A link elsewhere in the page (the same page component stays mounted, as with the shell's keyed slot). */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Another order
    </button>
  );
}
