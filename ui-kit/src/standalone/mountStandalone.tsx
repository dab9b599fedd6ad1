import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from '@sencha/platform/react-router';
import { loadRuntimeConfig } from '@sencha/platform';
import { createStorefrontStore } from '@sencha/platform';
import '../ui/tokens.css';

export interface StandaloneRoute {
  path: string;
  /** A link to show in the harness index (a concrete example for parameterised paths). */
  example: string;
  Page: ComponentType;
}

/**
 * Runs one remote's pages on their own (its dev server, `npm run dev -w <remote>`), without the shell:
 * same store and config loading, a plain index of the pages instead of the shop's layout.
 */
export async function mountStandalone(remoteName: string, routes: StandaloneRoute[]): Promise<void> {
  await loadRuntimeConfig('/config.json');
  const { store } = createStorefrontStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav
            aria-label={`${remoteName} pages`}
            style={{ padding: 16, display: 'flex', gap: 12, flexWrap: 'wrap' }}
          >
            <strong>{remoteName} (standalone)</strong>
            {routes.map((route) => (
              <Link key={route.path} to={route.example}>
                {route.example}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
