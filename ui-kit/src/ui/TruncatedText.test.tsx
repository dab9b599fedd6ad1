import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TruncatedText } from './TruncatedText';

jest.mock('../markdown/Markdown', () => ({ Markdown: jest.requireActual('./markdownStub').MarkdownStub }));

const long = Array.from({ length: 40 }, (_, i) => `word${i + 1}`).join(' ');

describe('TruncatedText', () => {
  it('shows the first 35 words, then toggles the rest', async () => {
    const user = userEvent.setup();
    render(<TruncatedText text={long} />);
    expect(screen.getByText(/word35\.\.\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/word36/)).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText(/word40$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(/word40/)).not.toBeInTheDocument();
  });

  it('has no toggle when the text is short enough', () => {
    render(<TruncatedText text="A short note." words={5} />);
    expect(screen.getByText('A short note.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands the cut text to the Markdown component when asked', async () => {
    const user = userEvent.setup();
    render(<TruncatedText text="Some **bold** words here" words={2} markdown />);
    expect(screen.getByTestId('markdown')).toHaveTextContent(/^Some \*\*bold\*\*\.\.\.$/);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('markdown')).toHaveTextContent('Some **bold** words here');
  });
});

describe('TruncatedText by characters', () => {
  it('cuts at the given characters and expands', async () => {
    const text = 'A first-flush sencha steamed for a classic balance of sweetness and umami.';
    render(<TruncatedText text={text} chars={35} />);
    expect(screen.getByText('A first-flush sencha steamed for a...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
