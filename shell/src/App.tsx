import { useEffect, useMemo, useSyncExternalStore } from 'react';
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
import type { RouteStore } from './routes/routeStore';
import { routeObjectsOf } from './routes/routeTable';

function Storefront({ routes }: { routes: RouteStore }) {
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
    <BrowserRouter>
      <ShellErrorBoundary>
        <PageRoutes routes={routes} />
      </ShellErrorBoundary>
      <FullLoadOnSkew routes={routes} />
    </BrowserRouter>
  );
}

// The declarative router, not the data router: the shop has no loaders or actions, and the data router's
// code would be shipped on every page (docs/architecture.md#module-federation-settings).
function PageRoutes({ routes }: { routes: RouteStore }) {
  const table = useSyncExternalStore(routes.subscribe, routes.getSnapshot);
  const objects = useMemo(
    () => [{ path: '/', element: <RootLayout />, children: routeObjectsOf(table, routes.retry) }],
    [table, routes],
  );
  return useRoutes(objects);
}

/**
 * The page's one store comes with its stored cart already read back, and the routes the composed remotes
 * declare, as their manifests come in (src/bootstrap.tsx).
 */
export function App({ remotes, routes, store }: { remotes: RemotesState; routes: RouteStore; store: Store }) {
  return (
    <Provider store={store}>
      <FlagsProvider>
        <RemotesStateContext.Provider value={remotes}>
          <DeferredQaBanner qa={remotes.qa} overrides={remotes.overrides} refused={remotes.refused} />
          <Storefront routes={routes} />
        </RemotesStateContext.Provider>
      </FlagsProvider>
    </Provider>
  );
}
