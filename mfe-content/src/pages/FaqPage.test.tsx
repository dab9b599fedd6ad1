import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import FaqPage, { FAQ_LOAD_ERROR } from './FaqPage';

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

/** Three FAQs sent out of order: the page sorts them by position. */
const FAQS = [
  { question: 'Do you ship overseas?', answer: 'Yes, to **most** countries.', position: 3 },
  { question: 'How do I brew sencha?', answer: 'Use water at 70 °C for one minute.', position: 1 },
  { question: 'Can I return a tea?', answer: 'See our [refunds policy](/refunds-policy).', position: 2 },
];

describe('FaqPage', () => {
  it('shows three skeleton rows while loading, then the questions sorted by position', async () => {
    let answer: () => void = () => undefined;
    mockFetch({
      '/api/faq': () => new Promise((resolve) => (answer = () => resolve({ json: FAQS }))),
    });
    renderWithShell(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(
      screen.getByText('Find answers to common questions about our tea and services'),
    ).toBeInTheDocument();
    const skeleton = screen.getByRole('status');
    expect(skeleton.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Expand All' })).not.toBeInTheDocument();

    answer();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'How do I brew sencha?',
      'Can I return a tea?',
      'Do you ship overseas?',
    ]);
    expect(screen.getByRole('button', { name: 'Expand All' })).toBeInTheDocument();
  });

  it('opens one answer, then all of them, then closes all', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/faq': { json: FAQS } });
    renderWithShell(<FaqPage />);
    const brew = await screen.findByRole('button', { name: 'How do I brew sencha?' });
    expect(brew).toHaveAttribute('aria-expanded', 'false');

    await user.click(brew);
    expect(brew).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'How do I brew sencha?' });
    expect(within(panel).getByText('Use water at 70 °C for one minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Can I return a tea?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    for (const faq of FAQS)
      expect(screen.getByRole('button', { name: faq.question })).toHaveAttribute('aria-expanded', 'true');
    // The markdown answer is rendered, links included.
    expect(await screen.findByRole('link', { name: 'refunds policy' })).toHaveAttribute(
      'href',
      '/refunds-policy',
    );

    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    for (const faq of FAQS)
      expect(screen.getByRole('button', { name: faq.question })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Expand All' })).toBeInTheDocument();
  });

  it('puts the questions in schema.org FAQPage data while the page is shown', async () => {
    mockFetch({ '/api/faq': { json: FAQS } });
    const { unmount } = renderWithShell(<FaqPage />);
    await waitFor(() => expect(document.getElementById('faq-page-jsonld')).not.toBeNull());
    const data = JSON.parse(document.getElementById('faq-page-jsonld')?.textContent ?? '{}') as {
      '@type': string;
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toEqual([
      'How do I brew sencha?',
      'Can I return a tea?',
      'Do you ship overseas?',
    ]);
    expect(data.mainEntity[1]?.acceptedAnswer.text).toBe('See our refunds policy.');
    unmount();
    expect(document.getElementById('faq-page-jsonld')).toBeNull();
  });

  it.each([
    ['the API fails', { status: 500, json: { message: 'boom' } }],
    ['the answer is not a list', { json: { faqs: FAQS } }],
    ['no entry is well formed', { json: [{ question: 'Q?' }, { answer: 'A', position: 1 }] }],
  ])('shows the red error block, and no Expand All, when %s', async (_case, answer) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/faq': answer });
    renderWithShell(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAQ_LOAD_ERROR);
    expect(FAQ_LOAD_ERROR).toBe('Unable to load FAQs. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Expand All' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('shows the well-formed questions and logs the malformed ones', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/faq': { json: [FAQS[0], { question: 42, answer: 'x', position: 1 }, null] } });
    renderWithShell(<FaqPage />);
    expect(await screen.findByRole('button', { name: 'Do you ship overseas?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('2 malformed entries'));
  });

  it('keeps two rows with the same position and question apart', async () => {
    const user = userEvent.setup();
    const twin = { question: 'Same?', answer: 'Yes.', position: 1 };
    mockFetch({ '/api/faq': { json: [twin, twin] } });
    renderWithShell(<FaqPage />);
    const [first, second] = await screen.findAllByRole('button', { name: 'Same?' });
    await user.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when there are no questions yet, and points to the contact page', async () => {
    mockFetch({ '/api/faq': { json: [] } });
    renderWithShell(<FaqPage />);
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Expand All' })).not.toBeInTheDocument();
  });
});
