import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@sencha/ui-kit/testing';
import TeaItemListPage from './TeaItemListPage';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

beforeEach(() => {
  document.head.querySelector('meta[name="robots"]')?.remove();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const renderPage = (slug: string) =>
  renderWithShell(<TeaItemListPage />, { path: `/tea-wares/${slug}`, route: '/tea-wares/:slug' });

describe('TeaItemListPage', () => {
  it('rejects an invalid slug without calling the API', () => {
    renderPage('no_way');
    expect(screen.getByRole('alert')).toHaveTextContent('The provided tea item is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the products of a tea item, linking to each', async () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      text: () =>
        Promise.resolve(
          JSON.stringify({
            name: 'Kyusu Teapots',
            slug: 'kyusu-teapots',
            form: 'teaware',
            description: `# Brief\n\n${words}\n\n# Tab: Care & Use\n\nRinse.`,
            teaType: { name: 'Teawares', slug: 'tea-wares' },
            teaRegion: null,
            flavours: [],
            teaItemProducts: [
              {
                id: 1,
                slug: 'kyusu-red',
                name: 'Red Kyusu',
                price: 95,
                weight: 420,
                stock: 6,
                imageURL: '/r.png',
                onSaleFrom: '2024-01-01T00:00:00Z',
              },
              {
                id: 2,
                slug: 'kyusu-blue',
                name: 'Blue Kyusu',
                price: 78,
                weight: 450,
                stock: 0,
                imageURL: '/b.png',
                onSaleFrom: '2024-01-01T00:00:00Z',
              },
            ],
          }),
        ),
    } as Response);
    renderPage('kyusu-teapots');
    expect(screen.getByTestId('tea-item-list-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyusu Teapots' })).toBeInTheDocument();
    expect(screen.getByText(/word34\.\.\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(screen.queryByText('Rinse.')).not.toBeInTheDocument();
    const red = screen.getByRole('link', { name: /Red Kyusu/ });
    expect(red).toHaveAttribute('href', '/tea-item/kyusu-red');
    expect(red).toHaveTextContent('$95.00');
    expect(red.querySelector('img')).toHaveAttribute('src', expect.stringContaining('width=800'));
    expect(screen.getByRole('link', { name: /Blue Kyusu/ })).toHaveTextContent('Out of stock');
    expect(document.title).toBe('Kyusu Teapots - Sencha Tea');
  });

  it('is a dead end for a tea item the API does not have: title, h1, a way on, noindex', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 404,
      text: () => Promise.resolve(JSON.stringify({ message: 'Not found' })),
    } as Response);
    renderPage('no-such');
    expect(await screen.findByText('An error occurred while retrieving the tea item.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tea Not Found - Sencha Tea'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tea Not Found');
    const wayOn = screen.getByRole('navigation', { name: 'Continue shopping' });
    expect(within(wayOn).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(robots()).toBe('noindex');
  });

  it('shows the error box when the call fails, and stays indexable', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    renderPage('kyusu-teapots');
    expect(await screen.findByText('An error occurred while retrieving the tea item.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tea Not Found - Sencha Tea'));
    expect(robots()).toBeNull();
  });
});
