import { useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from '@sencha/platform/react-router';
import { getRuntimeConfig, useFlags, type Store } from '@sencha/platform';
import { FlagsProvider } from './flags/FlagsProvider';
import { FullLoadOnSkew } from './navigation/FullLoadOnSkew';
import { disableMonitoring, startMonitoring } from './monitoring/initMonitoring';
import { startOptionalIntegrations } from './monitoring/optional/startOptionalIntegrations';
import { SecuringConnection } from './flags/SecuringConnection';
import { RootLayout } from './layout/RootLayout';
import { ShellErrorBoundary } from './layout/ShellErrorBoundary';
import { DeferredQaBanner } from './qa/DeferredQaBanner';
import type { RemotesState } from './remotes/setUpRemotes';
import { RemotesStateContext } from './remotes/RemotesStateContext';
import { PageLoaderContext, type LazyPageOf } from './remotes/PageLoaderContext';
import { lazyPage } from './remotes/pageLoads';
import { useLiveMark } from './hydration/useLiveMark';
import type { RouteStore } from './routes/routeStore';
import { routeObjectsOf } from './routes/routeTable';
import { ServerLedCarouselContext } from './routes/LeadCarousel';

/** The router of the page: the browser's history, or a server render's one location. */
export type PageRouter = ComponentType<{ children: ReactNode }>;

function Storefront({ routes, Router }: { routes: RouteStore; Router: PageRouter }) {
  useLiveMark();
  const { ready, values } = useFlags();
  const sentryOff = values['disable-sentry-fe'];
  // Error reporting starts only once the flags are decided, so with 'disable-sentry-fe' on nothing is sent.
  useEffect(() => {
    if (!ready) return;
    if (sentryOff) disableMonitoring();
    else startMonitoring();
  }, [ready, sentryOff]);
  // After the first paint: optional session replay and analytics, each only when configured.
  useEffect(() => startOptionalIntegrations(getRuntimeConfig()), []);
  if (!ready) return <SecuringConnection />;
  return (
    <Router>
      <ShellErrorBoundary>
        <PageRoutes routes={routes} />
      </ShellErrorBoundary>
      <FullLoadOnSkew routes={routes} />
    </Router>
  );
}

// The declarative router, not the data router: the shop has no loaders or actions, and the data router's
// code would be shipped on every page (docs/architecture.md#module-federation-settings).
function PageRoutes({ routes }: { routes: RouteStore }) {
  // The server renders the table it read, and the browser hydrates once it has read the same (hydration/).
  const table = useSyncExternalStore(routes.subscribe, routes.getSnapshot, routes.getSnapshot);
  const objects = useMemo(
    () => [{ path: '/', element: <RootLayout />, children: routeObjectsOf(table, routes.retry) }],
    [table, routes],
  );
  return useRoutes(objects);
}

export interface AppProps {
  remotes: RemotesState;
  routes: RouteStore;
  store: Store;
  /** The store's state the server rendered from, while hydrating its HTML (docs/server-rendering.md). */
  serverState?: ReturnType<Store['getState']>;
  Router?: PageRouter;
  /** Where the areas get their pages (a server render's own; the browser's by default). */
  pageLoader?: LazyPageOf;
  /** The server renders, or rendered, the carousel under the opening page as its lead (routes/LeadCarousel.tsx). */
  carouselLeads?: boolean;
}

/**
 * The page's one store comes with its stored cart already read back, and the routes the composed remotes
 * declare, as their manifests come in (src/bootstrap.tsx); a server render gives its own (src/server/).
 */
export function App({
  remotes,
  routes,
  store,
  serverState,
  Router = BrowserRouter,
  pageLoader = lazyPage,
  carouselLeads = false,
}: AppProps) {
  return (
    <Provider store={store} {...(serverState ? { serverState } : {})}>
      <FlagsProvider>
        <RemotesStateContext.Provider value={remotes}>
          <DeferredQaBanner qa={remotes.qa} overrides={remotes.overrides} refused={remotes.refused} />
          <PageLoaderContext.Provider value={pageLoader}>
            <ServerLedCarouselContext.Provider value={carouselLeads}>
              <Storefront routes={routes} Router={Router} />
            </ServerLedCarouselContext.Provider>
          </PageLoaderContext.Provider>
        </RemotesStateContext.Provider>
      </FlagsProvider>
    </Provider>
  );
}
