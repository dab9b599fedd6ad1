import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import { BlogList } from './BlogList';

afterEach(() => jest.restoreAllMocks());

const rss = (count: number) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>${Array.from(
  { length: count },
  (_, index) => `<item><title>Post ${index + 1}</title><link>https://blog.test/${index + 1}</link>
  <pubDate>Mon, 0${index + 1} Jun 2026 12:00:00 GMT</pubDate><description>About post ${index + 1}</description>
  <media:content url="/images/blog/p${index + 1}.png"/></item>`,
).join('')}</channel></rss>`;

describe('BlogList', () => {
  it("shows 'Latest Blog Posts' with three cards that open in a new tab", async () => {
    mockFetch({ '/api/blog': { text: rss(5) } });
    renderWithShell(<BlogList />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Blog Posts' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3, name: 'Post 1' })).toBeInTheDocument();
    expect(within(first).getByText('1 June 2026')).toBeInTheDocument();
    expect(within(first).getByText('About post 1')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Post 1' })).toHaveAttribute(
      'src',
      '/cdn-cgi/image/width=800,format=auto/images/blog/p1.png',
    );
    const more = within(first).getByRole('link', { name: /Read More/ });
    expect(more).toHaveAttribute('href', 'https://blog.test/1');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more.getAttribute('rel')).toContain('noopener');
  });
});
