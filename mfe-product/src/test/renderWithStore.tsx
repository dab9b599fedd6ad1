import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  FLAG_DEFAULTS,
  FlagsContext,
  createStorefrontStore,
  type FlagValues,
  type Store,
} from '@sencha/shared';

export interface RenderOptions {
  path?: string;
  /** Route pattern the element is mounted at (for pages that read params). */
  route?: string;
  flags?: Partial<FlagValues>;
}

// Each store listens to other tabs' storage events; stop them after every test so listeners do not pile up.
const disposers: Array<() => void> = [];
afterEach(() => {
  while (disposers.length) disposers.pop()?.();
  localStorage.clear();
});

/** Renders the way the shell does: the one shared store, the flags context and a router. */
export function renderWithStore(
  element: ReactElement,
  { path = '/', route, flags = {} }: RenderOptions = {},
): RenderResult & { store: Store } {
  const { store, dispose } = createStorefrontStore();
  disposers.push(dispose);
  const result = render(
    <Provider store={store}>
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
  return { ...result, store };
}
