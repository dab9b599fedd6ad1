import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { calledPaths, mockFetch, renderWithShell, type FakeAnswer } from '@sencha/ui-kit/testing';
import NewsletterConsentPage from './NewsletterConsentPage';

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

/** Shaped like the API's tokens (base64url body and signature); the page does not check signatures. */
const TOKEN = 'eyJhIjoiY29uZmlybSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

function api(action: 'confirm' | 'unsubscribe', answer: FakeAnswer) {
  return mockFetch({ [`/api/communications/newsletter/${action}`]: answer });
}

/** The address the page leaves in the browser. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

describe('NewsletterConsentPage', () => {
  it('asks before confirming: nothing is sent until the button is pressed', async () => {
    const user = userEvent.setup();
    const mock = api('confirm', { json: { status: 'confirmed', message: 'ok' } });
    renderWithShell(
      <>
        <NewsletterConsentPage action="confirm" />
        <Address />
      </>,
      { path: `/the-first-steep/confirm?token=${TOKEN}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
    // The token is taken out of the address at once (it names the shopper's e-mail); the page keeps it.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/the-first-steep\/confirm$/);

    await user.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(
      await screen.findByText('Thank you: your subscription to The First Steep is confirmed.'),
    ).toBeInTheDocument();
    expect(calledPaths(mock)).toEqual(['/api/communications/newsletter/confirm']);
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).not.toBeInTheDocument();
    // The button is gone: focus is on what happened, not lost to the page.
    expect(
      screen
        .getByText('Thank you: your subscription to The First Steep is confirmed.')
        .closest('[tabindex="-1"]'),
    ).toHaveFocus();
    expect(document.title).toBe('The First Steep - Sencha Tea');
  });

  it('unsubscribes with the button', async () => {
    const user = userEvent.setup();
    const mock = api('unsubscribe', { json: { status: 'unsubscribed', message: 'ok' } });
    renderWithShell(<NewsletterConsentPage action="unsubscribe" />, {
      path: `/the-first-steep/unsubscribe?token=${TOKEN}`,
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You are unsubscribed from The First Steep. We will not e-mail you again.'),
    ).toBeInTheDocument();
    expect(calledPaths(mock)).toEqual(['/api/communications/newsletter/unsubscribe']);
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ body: JSON.stringify({ token: TOKEN }) });
  });

  it('says the link is not valid when the API refuses the token', async () => {
    const user = userEvent.setup();
    api('confirm', {
      status: 400,
      json: { statusCode: 400, message: 'This link is not valid or has expired.' },
    });
    renderWithShell(<NewsletterConsentPage action="confirm" />, {
      path: `/the-first-steep/confirm?token=${TOKEN}`,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has expired. Please sign up again to get a new one.',
    );
  });

  it('lets the shopper try again when the shop cannot be reached', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api('confirm', { status: 503, json: { message: 'down' } });
    renderWithShell(<NewsletterConsentPage action="confirm" />, {
      path: `/the-first-steep/confirm?token=${TOKEN}`,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop just now.');
    expect(screen.getByRole('button', { name: 'Confirm Subscription' })).toBeEnabled();
  });

  it.each(['', 'token=', 'token=not a token', `token=${TOKEN}.extra`])(
    'refuses a malformed link (%p) without calling the API',
    (query) => {
      const mock = mockFetch({});
      renderWithShell(<NewsletterConsentPage action="confirm" />, {
        path: `/the-first-steep/confirm?${query}`,
      });
      expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
      expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
      expect(mock).not.toHaveBeenCalled();
    },
  );
});
