import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import type { SearchSuggestions } from '@sencha/shared/contract';
import { mockFetch, productSummary } from '@sencha/ui-kit/testing';
import { renderSiteSearch as renderSearch } from '../test/renderSiteSearch';

afterEach(() => jest.restoreAllMocks());

const suggestions: SearchSuggestions = {
  query: 'sencha',
  didYouMean: null,
  teas: [productSummary('sencha-superior-50g', 'Sencha Superior 50g', 16)],
  types: [],
  regions: [],
  flavours: [],
};

describe('SiteSearch', () => {
  it('paints a plain box; coming to it loads the suggestions, keeping what was typed and the focus', async () => {
    mockFetch({ '/api/search/suggest?q=sencha': { json: suggestions } });
    const user = userEvent.setup();
    const { box } = renderSearch();
    // Before a shopper comes to it, no suggestion logic: no listbox at all.
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    await user.type(box(), 'sencha');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(listbox).toHaveTextContent('Sencha Superior 50g');
    expect(box()).toHaveValue('sencha');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });
});
