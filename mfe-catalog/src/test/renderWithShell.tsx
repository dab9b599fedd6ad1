import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FLAG_DEFAULTS, FlagsContext, createStorefrontStore } from '@sencha/shared';

// Each store listens to other tabs' storage events; stop them after every test so listeners do not pile up.
const disposers: Array<() => void> = [];
afterEach(() => {
  while (disposers.length) disposers.pop()?.();
});

/** Renders a page as the shell mounts it: the shared store, flags and a router with the page's route. */
export function renderWithShell(
  page: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
): RenderResult {
  const { store, dispose } = createStorefrontStore();
  disposers.push(dispose);
  return render(
    <Provider store={store}>
      <FlagsContext.Provider value={{ values: { ...FLAG_DEFAULTS }, ready: true }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </FlagsContext.Provider>
    </Provider>,
  );
}
