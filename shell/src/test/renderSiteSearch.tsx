import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { SiteSearch } from '../search/SiteSearch';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The top bar's search (or, given, the combobox it loads) on /about, with the address it navigates to shown as
 * `where`.
 */
export function renderSiteSearch(Search: ComponentType<{ id: string; onNavigate: () => void }> = SiteSearch) {
  const onNavigate = jest.fn();
  renderWithShell(
    <>
      <Search id="site-search" onNavigate={onNavigate} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/about' },
  );
  return { onNavigate, box: () => screen.getByRole('combobox', { name: 'Search teas' }) };
}
