import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStorefrontStore, type StorefrontStore } from '../store/createStore';

export type RenderWithStoreResult = RenderResult & { storefront: StorefrontStore };

/** Renders inside the real store and a memory router, as the shell would. Test-only: not exported. */
export function renderWithStore(ui: ReactElement): RenderWithStoreResult {
  const storefront = createStorefrontStore();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={storefront.store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { storefront });
}
