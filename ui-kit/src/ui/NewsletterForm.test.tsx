import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { NewsletterForm } from './NewsletterForm';
import { isValidEmail } from '@sencha/shared/email';

type FetchArgs = Parameters<typeof fetch>;

/** A fetch whose answer the test decides, so the in-flight state can be observed. */
function deferredFetch() {
  let answer: (ok: boolean) => void = () => undefined;
  const mock = jest.fn(
    (..._args: FetchArgs) =>
      new Promise<Response>((resolve) => {
        answer = (ok) => resolve({ ok, status: ok ? 200 : 500, text: async () => '' } as unknown as Response);
      }),
  );
  global.fetch = mock as unknown as typeof fetch;
  return { mock, answer: (ok: boolean) => answer(ok) };
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

describe('isValidEmail', () => {
  it.each(['tea@sencha.com.au', 'first.last+news@example.co', '  padded@example.com  '])(
    'accepts %p',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    ' ',
    'tea',
    'tea@',
    '@sencha.com',
    'tea@sencha',
    'a b@c.com',
    'tea@@sencha.com',
    '.a@b.com',
    'a..b@c.com',
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('NewsletterForm', () => {
  const input = () => screen.getByLabelText('Email address');
  const button = () => screen.getByRole('button', { name: /^Subscrib/ });

  it('keeps Subscribe disabled while the email is invalid', async () => {
    const user = userEvent.setup();
    renderWithShell(<NewsletterForm source="footer" />);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
    expect(button()).toBeDisabled();
    await user.type(input(), 'tea@sencha');
    expect(button()).toBeDisabled();
    await user.type(input(), '.com.au');
    expect(button()).toBeEnabled();
  });

  it('shows the red border and message only once an invalid field was left', async () => {
    const user = userEvent.setup();
    renderWithShell(<NewsletterForm source="footer" />);
    await user.type(input(), 'not-an-email');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(input()).not.toHaveClass('invalid');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveClass('invalid');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('does not post an invalid email (Enter in the field)', async () => {
    const user = userEvent.setup();
    const { mock } = deferredFetch();
    renderWithShell(<NewsletterForm source="footer" />);
    await user.type(input(), 'nope{Enter}');
    expect(mock).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it("posts {email}, reads 'Subscribing...' while pending, then alerts success and resets", async () => {
    const user = userEvent.setup();
    const { mock, answer } = deferredFetch();
    const { storefront } = renderWithShell(<NewsletterForm source="not-found" heading="Stay in the Loop" />);
    expect(screen.getByRole('form', { name: 'Stay in the Loop' })).toBeInTheDocument();

    await user.type(input(), ' leaf@sencha.com.au ');
    await user.click(button());

    expect(button()).toHaveTextContent('Subscribing...');
    expect(button()).toBeDisabled();
    expect(mock).toHaveBeenCalledTimes(1);
    const [url, init] = mock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/communications/newsletter/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'leaf@sencha.com.au', source: 'not-found' });

    answer(true);
    await waitFor(() => expect(button()).toHaveTextContent(/^Subscribe$/));
    expect(storefront.store.getState().alerts.current).toMatchObject({
      type: 'success',
      title: 'Subscribed: The First Steep',
      description: expect.stringMatching(
        /^You have successfully subscribed to The First Steep digest\. Please check your inbox/,
      ) as unknown as string,
    });
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    storefront.dispose();
  });

  it('alerts a warning on failure and keeps the email', async () => {
    const user = userEvent.setup();
    const { answer } = deferredFetch();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storefront } = renderWithShell(<NewsletterForm source="footer" compact idPrefix="footer-news" />);
    expect(input()).toHaveAttribute('id', 'footer-news-email');

    await user.type(input(), 'leaf@sencha.com.au');
    await user.click(button());
    answer(false);

    await waitFor(() => expect(button()).toHaveTextContent(/^Subscribe$/));
    expect(storefront.store.getState().alerts.current).toMatchObject({
      type: 'warning',
      title: 'Subscription Failed',
      description: 'There was a problem subscribing you to The First Steep digest. Please try again later.',
    });
    expect(input()).toHaveValue('leaf@sencha.com.au');
    storefront.dispose();
  });
});
