import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { renderSiteSearch } from '../test/renderSiteSearch';

// The network edge: the suggestion logic's chunk cannot be fetched (the shop went offline, a deploy removed it).
jest.mock('./SearchBox', () => {
  throw new Error('Loading chunk deferred-search failed');
});

it('without its suggestion logic, the search box still opens the results page with Enter', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { onNavigate, box } = renderSiteSearch();
  await user.type(box(), 'oolong taiwan{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/search?q=oolong+taiwan');
  expect(onNavigate).toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith('The search suggestions could not be loaded.', expect.any(Error));
});
