import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchSuggestions } from '@sencha/shared/contract';
import { calledPaths, mockFetch, productSummary } from '@sencha/ui-kit/testing';
import { renderSiteSearch } from '../test/renderSiteSearch';
import { SearchBox } from './SearchBox';

afterEach(() => jest.restoreAllMocks());

const suggestions: SearchSuggestions = {
  query: 'sencha',
  didYouMean: null,
  teas: [
    productSummary('sencha-superior-50g', 'Sencha Superior 50g', 16),
    productSummary('fukamushi-100g', 'Fukamushi Sencha 100g'),
  ],
  types: [{ name: 'Matcha', slug: 'matcha' }],
  regions: [],
  flavours: [{ name: 'Umami', slug: 'umami' }],
};

function renderBox() {
  const { onNavigate, box } = renderSiteSearch(SearchBox);
  return { onNavigate, box: box() };
}

describe('SearchBox', () => {
  it('asks from two characters, lists teas, types and flavours, and announces how many', async () => {
    const fetchMock = mockFetch({ '/api/search/suggest?q=sencha': { json: suggestions } });
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, 's');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'encha');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const teas = within(within(listbox).getByRole('group', { name: 'Teas' })).getAllByRole('option');
    expect(teas.map((t) => t.textContent)).toEqual([
      'Sencha Superior 50g$16.00',
      'Fukamushi Sencha 100g$18.50',
    ]);
    expect(within(listbox).getByRole('option', { name: 'Matcha' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 teas, 1 type, 1 flavour suggested.');
    // Debounced: one request for the word, none for its first letters.
    expect(calledPaths(fetchMock)).toEqual(['/api/search/suggest?q=sencha']);
  });

  it('walks the options with the arrows, wraps, opens the active one with Enter, and Escape closes', async () => {
    mockFetch({ '/api/search/suggest?q=sencha': { json: suggestions } });
    const user = userEvent.setup();
    const { box, onNavigate } = renderBox();
    await user.type(box, 'sencha');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}');
    const all = within(listbox).getByRole('option', { name: 'See all results for "sencha"' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sencha');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/matcha-tea');
    expect(onNavigate).toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('Enter with no active option opens the results page; a click opens an option', async () => {
    mockFetch({ '/api/search/suggest?q=sencha': { json: suggestions } });
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, 'sencha{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=sencha');
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Umami' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tea-flavour/umami'));
  });

  it('stays closed and says so when nothing matches or the request fails', async () => {
    mockFetch({
      '/api/search/suggest?q=xyzzy': {
        json: { query: 'xyzzy', didYouMean: null, teas: [], types: [], regions: [], flavours: [] },
      },
    });
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, 'xyzzy');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions.'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, 'oops');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
