import { render, screen } from '@testing-library/react';
import { Markdown } from './Markdown';

// The first render in a test run transforms the markdown stack for Jest, which takes a few seconds.
const LOADING = { timeout: 15_000 };

describe('Markdown', () => {
  it('shows the plain text at once, then the rendered markdown', async () => {
    const { container } = render(
      <Markdown>{'Grown in **Uji**, see the [FAQ](/frequently-asked-questions)'}</Markdown>,
    );
    // First paint: the text, no marks, no markup yet.
    expect(container.querySelector('p')).toHaveTextContent('Grown in Uji, see the FAQ');
    expect((await screen.findByText('Uji', undefined, LOADING)).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/frequently-asked-questions');
    expect(container.textContent).not.toContain('**');
  });

  it('drops raw HTML and unsafe link URLs, as before', async () => {
    render(
      <Markdown>
        {
          'Before <img src=x onerror="alert(1)"><b>bold</b> [bad](javascript:alert(1)) [ok](https://example.com)'
        }
      </Markdown>,
    );
    expect(await screen.findByRole('link', { name: 'ok' }, LOADING)).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(document.querySelector('img, b')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').toBe('');
  });

  it('renders GitHub tables', async () => {
    render(<Markdown>{'| Water | Leaf |\n| --- | --- |\n| 70°C | 4 g |'}</Markdown>);
    expect(await screen.findByRole('columnheader', { name: 'Water' }, LOADING)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '4 g' })).toBeInTheDocument();
  });
});
