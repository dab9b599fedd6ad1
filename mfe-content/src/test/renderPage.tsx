import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FLAG_DEFAULTS, FlagsContext, createStorefrontStore, type FlagValues } from '@sencha/shared';

export interface RenderPageOptions {
  path?: string;
  flags?: Partial<FlagValues>;
}

// Each store listens to other tabs' storage events; stop them after every test so listeners do not pile up.
const disposers: Array<() => void> = [];
afterEach(() => {
  while (disposers.length) disposers.pop()?.();
});

/** Renders a page the way the shell does: the shared store, flags and a router around it. */
export function renderPage(
  page: ReactElement,
  { path = '/', flags = {} }: RenderPageOptions = {},
): RenderResult {
  const { store, dispose } = createStorefrontStore();
  disposers.push(dispose);
  return render(
    <Provider store={store}>
      <FlagsContext.Provider value={{ values: { ...FLAG_DEFAULTS, ...flags }, ready: true }}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </FlagsContext.Provider>
    </Provider>,
  );
}
