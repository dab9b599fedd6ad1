import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import HomePage from './HomePage';

afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it("sets 'Sencha Tea - True Teas for Masters' and stacks hero, carousel, featured tiles and blog", async () => {
    document.title = 'before';
    mockFetch({
      '/api/home/carousel': { json: [{ name: 'Sencha', image: '/images/tea/s.png', slug: 'sencha-100g' }] },
      '/api/home/featured': {
        json: [
          {
            name: 'Matcha',
            image: '/images/home/matcha.png',
            link: '/tea-type/matcha',
            bgcolor: '#fff',
            textcolor: '#000',
          },
        ],
      },
      '/api/blog': {
        text: '<rss><channel><item><title>Harvest</title><link>https://b.test/1</link><pubDate>2026-06-01</pubDate><description>d</description></item></channel></rss>',
      },
    });
    renderWithShell(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Sencha Tea - True Teas for Masters'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /Sencha/ })).toHaveAttribute(
      'href',
      '/tea-item/sencha-100g',
    );
    expect(await screen.findByRole('link', { name: /Matcha/ })).toHaveAttribute('href', '/tea-type/matcha');
    expect(await screen.findByRole('heading', { level: 3, name: 'Harvest' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Sencha TeaTrue Teas for Masters',
      'Explore Our Teas',
      'Shop by Tea Type',
      'Latest Blog Posts',
      'Harvest',
    ]);
  });
});
