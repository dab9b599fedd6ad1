import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { SiteSearch } from './SiteSearch';

// The network edge: the suggestion logic's chunk cannot be fetched (the shop went offline, a deploy removed it).
jest.mock('./SearchBox', () => {
  throw new Error('Loading chunk deferred-search failed');
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

it('without its suggestion logic, the search box still opens the results page with Enter', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const onNavigate = jest.fn();
  const user = userEvent.setup();
  renderWithShell(
    <>
      <SiteSearch id="site-search" onNavigate={onNavigate} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/about' },
  );
  await user.type(screen.getByRole('combobox', { name: 'Search teas' }), 'oolong taiwan{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/search?q=oolong+taiwan');
  expect(onNavigate).toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith('The search suggestions could not be loaded.', expect.any(Error));
});
