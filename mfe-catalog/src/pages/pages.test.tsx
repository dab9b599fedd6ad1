import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { calledPaths, mockFetch, productSummary, renderWithShell } from '@sencha/ui-kit/testing';
import TeaFlavourPage from './TeaFlavourPage';
import TeaRegionPage from './TeaRegionPage';
import TeaTypePage from './TeaTypePage';

beforeEach(() => {
  document.title = 'before';
  document.head.querySelector('meta[name="robots"]')?.remove();
});

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
afterEach(() => jest.restoreAllMocks());

const teas = [
  productSummary('sencha-100g', 'Sencha Superior', 18.5),
  productSummary('gyokuro-50g', 'Gyokuro', 32),
];

describe('TeaTypePage', () => {
  it("shows the type, the tea lady and the grid; title '{type} - Sencha Tea Bar'", async () => {
    const fetchMock = mockFetch({
      '/api/teatype/green-tea': { json: { name: 'Green Tea', slug: 'green-tea' } },
      '/api/teatype/green-tea/tea': { json: teas },
    });
    renderWithShell(<TeaTypePage />, { path: '/specialty-tea/green-tea', route: '/specialty-tea/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Tea' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Green Tea - Sencha Tea Bar'));
    expect(screen.getByRole('img', { name: 'A tea lady pouring a cup of tea' })).toHaveAttribute(
      'width',
      '300',
    );
    const grid = await screen.findByRole('list', { name: 'Teas: Green Tea' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/tea-item/sencha-100g',
      '/tea-item/gyokuro-50g',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('$18.50')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Sencha Superior' })).toHaveAttribute(
      'src',
      '/cdn-cgi/image/width=800,format=auto/images/tea/sencha-100g-1.png',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calledPaths(fetchMock)).toContain('/api/teatype/green-tea/tea');
  });

  it.each(['matcha', 'tea-wares'])('leaves the tea lady out for the fixed slug %s', async (slug) => {
    mockFetch({
      [`/api/teatype/${slug}`]: { json: { name: 'Fixed', slug } },
      [`/api/teatype/${slug}/tea`]: { json: [] },
    });
    renderWithShell(<TeaTypePage slug={slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fixed' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /tea lady/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No teas found.')).toBeInTheDocument();
  });

  it('holds the heading with a skeleton, then shows skeleton cards until the teas arrive', async () => {
    const pending = () => new Promise<never>(() => undefined);
    mockFetch({
      '/api/teatype/herbal-tea': { json: { name: 'Herbal Tea', slug: 'herbal-tea' } },
      '/api/teatype/herbal-tea/tea': pending,
    });
    renderWithShell(<TeaTypePage slug="herbal-tea" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // No grid under a header still loading: the header's final height is not known yet.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Teas: Herbal Tea' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the validation message for an invalid slug without calling the API', () => {
    const fetchMock = mockFetch({});
    renderWithShell(<TeaTypePage />, { path: '/specialty-tea/bad_slug', route: '/specialty-tea/:slug' });
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong:');
    expect(panel).toHaveTextContent('The provided tea type is not valid.');
    expect(screen.getByRole('navigation', { name: 'Continue shopping' })).toBeInTheDocument();
    expect(document.title).toBe('Teas by Type - Sencha Tea');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Teas by Type');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('TeaRegionPage', () => {
  it("shows the name, the markdown description and the grid; title 'Teas from {region} - Sencha Tea'", async () => {
    mockFetch({
      '/api/region/uji': { json: { name: 'Uji', slug: 'uji', description: 'Tea from **Kyoto** since 1191' } },
      '/api/region/uji/tea': { json: teas },
    });
    renderWithShell(<TeaRegionPage />, { path: '/tea-region/uji', route: '/tea-region/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uji' })).toBeInTheDocument();
    expect((await screen.findByText('Kyoto')).tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe('Teas from Uji - Sencha Tea'));
    const grid = await screen.findByRole('list', { name: 'Teas: Uji' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
  });

  it('lists the region error for an unknown slug', async () => {
    mockFetch({ '/api/region/atlantis/tea': { json: [] } });
    renderWithShell(<TeaRegionPage />, { path: '/tea-region/atlantis', route: '/tea-region/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while retrieving the tea region.',
    );
    expect(await screen.findByText('No teas found.')).toBeInTheDocument();
    // A dead end says so in the title, and offers a way on.
    expect(document.title).toBe('Teas by Region - Sencha Tea');
    expect(screen.getByRole('navigation', { name: 'Continue shopping' })).toBeInTheDocument();
    // The API said 404: search engines may drop the address.
    expect(robots()).toBe('noindex');
  });

  it('keeps a region search engines may index when the API fails for a moment (503)', async () => {
    mockFetch({
      '/api/region/uji': { status: 503, json: { message: 'The shop API is restarting.' } },
      '/api/region/uji/tea': { json: teas },
    });
    renderWithShell(<TeaRegionPage />, { path: '/tea-region/uji', route: '/tea-region/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while retrieving the tea region.',
    );
    await waitFor(() => expect(document.title).toBe('Teas by Region - Sencha Tea'));
    expect(robots()).toBeNull();
  });
});

describe('TeaFlavourPage', () => {
  it('shows the banner, the name and the description cut to 35 characters', async () => {
    const description = 'Savoury and brothy, like **dashi** from the sea, with a long sweet finish.';
    mockFetch({
      '/api/flavour/umami': {
        json: { name: 'Umami', slug: 'umami', description, imageUrl: '/images/flavours/umami.png' },
      },
      '/api/flavour/umami/tea': { json: teas },
    });
    renderWithShell(<TeaFlavourPage />, { path: '/tea-flavour/umami', route: '/tea-flavour/:slug' });
    // The banner of a known flavour shows before the flavour has loaded (its box is reserved).
    expect(screen.getByRole('img', { name: 'Flavour banner' })).toHaveAttribute(
      'src',
      '/cdn-cgi/image/width=1600,format=auto/images/flavours/umami.png',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Umami' })).toBeInTheDocument();
    // Name and subtitle are text over the banner, whose picture letters them too small for a phone.
    expect(screen.getByText('Teas with this flavour').previousElementSibling).toBe(
      screen.getByRole('heading', { level: 1 }),
    );
    await waitFor(() => expect(document.title).toBe('Teas with the Umami flavour - Sencha Tea'));
    const intro = screen.getByText(/Savoury and brothy/);
    expect(intro.textContent).toBe('Savoury and brothy, like dashi...');
    expect(within(intro).getByText('dashi').tagName).toBe('STRONG');
    // The rest can be read.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/with a long sweet finish\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('shows the validation message for an invalid slug without calling the API', () => {
    const fetchMock = mockFetch({});
    renderWithShell(<TeaFlavourPage />, { path: '/tea-flavour/%3Cscript%3E', route: '/tea-flavour/:slug' });
    expect(screen.getByRole('alert')).toHaveTextContent('The provided tea flavour is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(robots()).toBe('noindex');
  });
});
