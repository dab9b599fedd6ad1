import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { productFixture } from '../test/fixtures';
import TeaItemPage from './TeaItemPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function respondWith(body: unknown, status = 200) {
  fetchMock.mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);
}

function renderPage(slug: string) {
  return renderWithShell(<TeaItemPage />, { path: `/tea-item/${slug}`, route: '/tea-item/:slug' });
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

beforeEach(() => {
  document.head.querySelector('meta[name="robots"]')?.remove();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('TeaItemPage', () => {
  it('rejects an invalid slug without calling the API', () => {
    renderPage('bad_slug!');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong:');
    expect(screen.getByRole('alert')).toHaveTextContent('The provided tea item product is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the skeleton, then the error panel when the call fails', async () => {
    respondWith({ message: 'nope' }, 404);
    renderPage('missing-tea');
    expect(screen.getByTestId('tea-item-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while retrieving the tea item.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/tea-item/missing-tea');
    // Not a dead end: a fitting title and a way on to the shop's sections.
    await waitFor(() => expect(document.title).toBe('Tea Not Found - Sencha Tea'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tea Not Found');
    const wayOn = screen.getByRole('navigation', { name: 'Continue shopping' });
    expect(within(wayOn).getByRole('link', { name: 'Matcha' })).toHaveAttribute('href', '/matcha-tea');
    expect(within(wayOn).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    // The API said 404: search engines may drop the address.
    expect(robots()).toBe('noindex');
  });

  it('keeps a product search engines may index when the API fails for a moment (503)', async () => {
    respondWith({ message: 'The shop API is restarting.' }, 503);
    renderPage('sencha-superior-100g');
    expect(await screen.findByText('An error occurred while retrieving the tea item.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tea Not Found - Sencha Tea'));
    expect(robots()).toBeNull();
  });

  it('keeps an invalid slug out of search engines', async () => {
    renderPage('bad_slug!');
    await waitFor(() => expect(robots()).toBe('noindex'));
  });

  it('shows the product with title, links, description sections and structured data', async () => {
    const user = userEvent.setup();
    respondWith(productFixture());
    const { unmount } = renderPage('sencha-superior-100g');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sencha Superior 100g' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Sencha Superior 100g Green Tea from Shizuoka - Sencha Tea'),
    );
    expect(screen.getByRole('link', { name: 'Green Tea' })).toHaveAttribute(
      'href',
      '/specialty-tea/green-tea',
    );
    expect(screen.getByRole('link', { name: 'Shizuoka' })).toHaveAttribute('href', '/tea-region/shizuoka');
    expect(screen.getByRole('link', { name: 'Umami' })).toHaveAttribute('href', '/tea-flavour/umami');
    expect(screen.getByText('100 g')).toBeInTheDocument();
    expect(screen.getByTestId('secondary-line')).toHaveTextContent('Sencha Superior · Loose leaf tea');
    expect(screen.getByTestId('brief')).toHaveTextContent('Our house sencha.');
    expect(screen.getByTestId('description')).toHaveTextContent('This is the tea we drink all day in...');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('description')).toHaveTextContent('every day.');
    expect(screen.getByTestId('info-block')).toHaveTextContent('Origin: Shizuoka, Japan');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Brewing Instructions', 'Flavour Profile']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const brewing = screen.getByRole('tabpanel');
    expect(within(brewing).getByRole('region', { name: 'Brewing instructions' })).toBeInTheDocument();
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    // Graphics are asked for after the next paint (GraphicImage).
    expect(await within(screen.getByRole('tabpanel')).findByRole('img', { name: 'Flavour' })).toHaveAttribute(
      'src',
      expect.stringContaining('width=1600'),
    );

    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByRole('button', { name: 'Storage' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.getByRole('button', { name: 'Storage' })).toHaveAttribute('aria-expanded', 'false');

    const script = document.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as { offers: Record<string, string>; sku: string };
    expect(jsonLd.sku).toBe('sencha-superior-100g');
    expect(jsonLd.offers).toMatchObject({
      price: '26.00',
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
    });
    unmount();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows Coming Soon! with the subscribe form instead of buying controls when not on sale', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const product: TeaItemProduct = productFixture({ onSaleFrom: future });
    respondWith(product);
    renderPage('sencha-superior-100g');
    expect(await screen.findByRole('heading', { name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toContain('https://schema.org/PreOrder');
  });

  it('hides the secondary line for teawares and the region part of the title without a region', async () => {
    const base = productFixture();
    respondWith(
      productFixture({
        name: 'Tokoname Red Clay Kyusu, 280 ml',
        teaItem: {
          ...base.teaItem,
          form: 'teaware',
          teaRegion: null,
          teaType: { name: 'Teawares', slug: 'tea-wares' },
        },
      }),
    );
    renderPage('kyusu');
    expect(await screen.findByRole('link', { name: 'Teawares' })).toHaveAttribute('href', '/tea-wares');
    expect(screen.queryByTestId('secondary-line')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tokoname Red Clay Kyusu, 280 ml - Sencha Tea'));
  });
});
