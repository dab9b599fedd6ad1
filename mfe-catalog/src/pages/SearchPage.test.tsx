import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchResults } from '@sencha/shared/contract';
import { calledPaths, mockFetch, outOfStock, productSummary, renderWithShell } from '@sencha/ui-kit/testing';
import SearchPage from './SearchPage';

afterEach(() => jest.restoreAllMocks());

const facets: SearchResults['facets'] = {
  types: [{ slug: 'oolong', name: 'Oolong Tea', count: 2 }],
  regions: [
    { slug: 'fujian', name: 'Fujian', count: 1 },
    { slug: 'nantou', name: 'Nantou', count: 1 },
  ],
  flavours: [],
  availability: [
    { slug: 'in-stock', name: 'In stock', count: 1 },
    { slug: 'out-of-stock', name: 'Out of stock', count: 1 },
  ],
};
const results = (teas: SearchResults['teas'], extra: Partial<SearchResults> = {}): SearchResults => ({
  query: 'oolong',
  didYouMean: null,
  total: teas.length,
  teas,
  facets,
  ...extra,
});
const dongDing = productSummary('dong-ding-50g', 'Dong Ding Oolong 50g', 24);
const daHongPao = outOfStock(productSummary('da-hong-pao-50g', 'Da Hong Pao 50g', 30));

describe('SearchPage', () => {
  it('shows the count, the cards (marked like the listings) and the title', async () => {
    mockFetch({ '/api/search?q=oolong': { json: results([dongDing, daHongPao]) } });
    renderWithShell(<SearchPage />, { path: '/search?q=oolong', route: '/search' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "oolong"');
    expect(await screen.findByRole('status')).toHaveTextContent('2 teas found');
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(cards[1]).toHaveTextContent('Out of stock');
    await waitFor(() => expect(document.title).toBe('Search results for "oolong" - Sencha Tea'));
  });

  it('puts a filter and the sort into the URL the API is asked with', async () => {
    const fetchMock = mockFetch({
      '/api/search?q=oolong': { json: results([dongDing, daHongPao]) },
      '/api/search?q=oolong&region=nantou': { json: results([dongDing]) },
      '/api/search?q=oolong&region=nantou&sort=price-desc': { json: results([dongDing]) },
    });
    const user = userEvent.setup();
    renderWithShell(<SearchPage />, { path: '/search?q=oolong', route: '/search' });
    const region = await screen.findByLabelText('Region');
    expect(within(region).getByRole('option', { name: 'Nantou (1)' })).toBeInTheDocument();
    await user.selectOptions(region, 'nantou');
    expect(await screen.findByText('1 tea found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toContain('/api/search?q=oolong&region=nantou&sort=price-desc'),
    );
  });

  it('the empty state offers the correction, clearing the filters and the sections', async () => {
    mockFetch({
      '/api/search?q=senca&type=tea-wares': { json: results([], { query: 'sencha', didYouMean: 'sencha' }) },
    });
    renderWithShell(<SearchPage />, { path: '/search?q=senca&type=tea-wares', route: '/search' });
    expect(await screen.findByRole('status')).toHaveTextContent('No teas match "senca"');
    expect(screen.getByRole('link', { name: 'sencha' })).toHaveAttribute('href', '/search?q=sencha');
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute(
      'href',
      '/search?q=senca',
    );
    expect(screen.getByRole('navigation', { name: 'Continue shopping' })).toBeInTheDocument();
  });

  it("shows the API's sentence for a refused query, and asks nothing for an empty one", async () => {
    mockFetch({
      '/api/search?q=a+b+c+d+e+f+g+h+i': {
        status: 400,
        json: { statusCode: 400, error: 'Bad Request', message: 'A search can have at most 8 words.' },
      },
    });
    renderWithShell(<SearchPage />, { path: '/search?q=a+b+c+d+e+f+g+h+i', route: '/search' });
    expect(await screen.findByText('A search can have at most 8 words.')).toBeInTheDocument();
  });

  it('without a query, says what to do', () => {
    const fetchMock = mockFetch({});
    renderWithShell(<SearchPage />, { path: '/search', route: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
