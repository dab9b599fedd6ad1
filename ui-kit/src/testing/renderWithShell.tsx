import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FLAG_DEFAULTS, type FlagValues } from '@sencha/platform';
import { FlagsContext } from '@sencha/platform';
import { createStorefrontStore, type Store, type StorefrontStore } from '@sencha/platform';

export interface RenderWithShellOptions {
  /** The address the memory router starts at. */
  path?: string;
  /** Route pattern the element is mounted at (for pages that read params); without it the element is rendered as is. */
  route?: string;
  /** Flag values over the defaults. */
  flags?: Partial<FlagValues>;
}

export type RenderWithShellResult = RenderResult & { store: Store; storefront: StorefrontStore };

// Each store listens to other tabs' storage events; stop them after every test so listeners do not pile up,
// and forget the persisted cart so one test's cart never leaks into the next.
const disposers: Array<() => void> = [];
afterEach(() => {
  while (disposers.length) disposers.pop()?.();
  localStorage.clear();
});

/** Renders the way the shell mounts a page: the one real store, the flags context and a memory router. */
export function renderWithShell(
  element: ReactElement,
  { path = '/', route, flags = {} }: RenderWithShellOptions = {},
): RenderWithShellResult {
  const storefront = createStorefrontStore();
  disposers.push(storefront.dispose);
  const result = render(
    <Provider store={storefront.store}>
      <FlagsContext.Provider value={{ values: { ...FLAG_DEFAULTS, ...flags }, ready: true }}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          ) : (
            element
          )}
        </MemoryRouter>
      </FlagsContext.Provider>
    </Provider>,
  );
  return { ...result, store: storefront.store, storefront };
}
