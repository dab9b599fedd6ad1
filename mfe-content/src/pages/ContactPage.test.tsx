import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setRuntimeConfig } from '@sencha/platform';
import { calledPaths, mockFetch, renderWithShell, type FakeAnswer } from '@sencha/ui-kit/testing';
import ContactPage from './ContactPage';

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  setRuntimeConfig({});
  jest.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: /^Send/ });

async function fillIn(user: UserEvent) {
  await user.type(field('Name'), '  Mei Lin ');
  await user.type(field('Email'), 'Mei.Lin@Example.com');
  await user.selectOptions(field('Subject'), 'Shipping & Delivery');
  await user.type(field('Message'), 'When will my matcha arrive?');
}

/** A contact route that records what it was sent and answers as told. */
function contactRoute(answer: FakeAnswer, path = '/api/communications/contact') {
  const bodies: unknown[] = [];
  const mock = mockFetch({
    [path]: async (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer;
    },
  });
  return { mock, bodies };
}

describe('ContactPage', () => {
  it('shows the hero images, the heading, the text and the subject choices', () => {
    renderWithShell(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText("We'd love to hear from you. Please fill out this form.")).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('width'))).toEqual(['240', '230']);
    const options = [...(field('Subject') as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual([
      '-- Select a subject --',
      'General Inquiry',
      'Product Question',
      'Shipping & Delivery',
      'Other',
    ]);
    expect(send()).toHaveTextContent('Send Message');
  });

  it('shows no message before the first attempt, every message after it, and focuses the first field', async () => {
    const user = userEvent.setup();
    const { mock } = contactRoute({ status: 202 });
    const { store } = renderWithShell(<ContactPage />);
    await user.type(field('Email'), 'not-an-address');
    await user.tab();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(send());
    for (const message of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please select a subject',
      'Please enter your message',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(field('Name')).toHaveFocus();
    expect(store.getState().alerts.current).toMatchObject({
      type: 'error',
      title: 'Contact Form Error',
      description: 'Please review the form and try again.',
      duration: 5000,
    });
    expect(mock).not.toHaveBeenCalled();

    // After the attempt, messages follow the typing.
    await user.type(field('Name'), 'Mei');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('sends the checked form, says thank you and starts again empty', async () => {
    const user = userEvent.setup();
    const { mock, bodies } = contactRoute({ status: 202, json: { status: 'received' } });
    const { store } = renderWithShell(<ContactPage />);
    await fillIn(user);
    await user.click(send());

    await waitFor(() =>
      expect(store.getState().alerts.current).toMatchObject({
        type: 'success',
        title: 'Contact Form Submitted',
        description: 'Thank you for reaching out to us. We will get back to you as soon as possible.',
        duration: 5000,
      }),
    );
    expect(calledPaths(mock)).toEqual(['/api/communications/contact']);
    expect(bodies).toEqual([
      {
        name: 'Mei Lin',
        email: 'mei.lin@example.com',
        subject: 'Shipping & Delivery',
        message: 'When will my matcha arrive?',
      },
    ]);
    expect(field('Name')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    // The flag is reset too: an empty form shows no messages until the next attempt.
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('has a honeypot people neither see nor reach; a bot that fills it has it sent along', async () => {
    const user = userEvent.setup();
    const { bodies } = contactRoute({ status: 202 });
    const { store } = renderWithShell(<ContactPage />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    // The keyboard goes from Email straight to Subject.
    await user.click(field('Email'));
    await user.tab();
    expect(field('Subject')).toHaveFocus();

    await fillIn(user);
    await user.type(trap!, 'http://spam.example');
    await user.click(send());
    await waitFor(() => expect(store.getState().alerts.current).toMatchObject({ type: 'success' }));
    expect(bodies).toEqual([expect.objectContaining({ website: 'http://spam.example' })]);
    expect(trap).toHaveValue('');
  });

  it('keeps the form as sent while it is sent: Send keeps focus, typing waits', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    mockFetch({
      '/api/communications/contact': () =>
        new Promise((resolve) => (answer = () => resolve({ status: 202 }))),
    });
    renderWithShell(<ContactPage />);
    await fillIn(user);
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(send()).toHaveFocus();
    expect(field('Message')).toHaveAttribute('readonly');
    await user.click(send());
    answer();
    await waitFor(() => expect(send()).toHaveTextContent('Send Message'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(field('Message')).toHaveValue('');
  });

  it('keeps what was typed and gives the shop e-mail when sending fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRuntimeConfig({ supportEmail: 'help@tea.example' });
    contactRoute({ status: 503, json: { message: 'busy' } });
    const { store } = renderWithShell(<ContactPage />);
    await fillIn(user);
    await user.click(send());

    await waitFor(() =>
      expect(store.getState().alerts.current).toMatchObject({
        type: 'error',
        title: 'Contact Form Error',
        description:
          'There was an error submitting the form. Please try again soon, or email [help@tea.example](mailto:help@tea.example)',
        duration: 5000,
      }),
    );
    expect(field('Message')).toHaveValue('When will my matcha arrive?');
    expect(send()).toBeEnabled();
  });

  it("shows the server's field messages when it refuses the form", async () => {
    const user = userEvent.setup();
    contactRoute({
      status: 400,
      json: { statusCode: 400, message: 'Please enter your name', fields: { message: 'Too long for us' } },
    });
    const { store } = renderWithShell(<ContactPage />);
    await fillIn(user);
    await user.click(send());

    expect(await screen.findByText('Too long for us')).toBeInTheDocument();
    expect(field('Message')).toHaveFocus();
    expect(store.getState().alerts.current).toMatchObject({
      description: 'Please review the form and try again.',
    });
    // Editing the field clears the server's message for it.
    await user.type(field('Message'), '!');
    expect(screen.queryByText('Too long for us')).not.toBeInTheDocument();
  });

  it('posts to the configured contact workflow URL when there is one', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({
      apiBase: 'https://api.tea.example',
      contactWorkflowUrl: 'https://flows.tea.example/contact',
    });
    const { mock } = contactRoute({ status: 200 }, '/contact');
    renderWithShell(<ContactPage />);
    await fillIn(user);
    await user.click(send());
    await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
    expect(mock.mock.calls[0]?.[0]).toBe('https://flows.tea.example/contact');
  });
});
