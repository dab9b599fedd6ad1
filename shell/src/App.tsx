import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from '@sencha/platform/react-router';
import { getRuntimeConfig, useFlags, type Store } from '@sencha/platform';
import { FlagsProvider } from './flags/FlagsProvider';
import { disableMonitoring, startMonitoring } from './monitoring/initMonitoring';
import { startOptionalIntegrations } from './monitoring/optional/startOptionalIntegrations';
import { SecuringConnection } from './flags/SecuringConnection';
import { RootLayout } from './layout/RootLayout';
import { ShellErrorBoundary } from './layout/ShellErrorBoundary';
import { DeferredQaBanner } from './qa/DeferredQaBanner';
import type { RemotesState } from './remotes/setUpRemotes';
import { RemotesStateContext } from './remotes/RemotesStateContext';
import { routeTable } from './routes/routeTable';

function Storefront() {
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
        <PageRoutes />
      </ShellErrorBoundary>
    </BrowserRouter>
  );
}

// The declarative router, not the data router: the shop has no loaders or actions, and the data router's
// code would be shipped on every page (docs/architecture.md#module-federation-settings).
const routes = [{ path: '/', element: <RootLayout />, children: routeTable }];
function PageRoutes() {
  return useRoutes(routes);
}

/** The page's one store comes with its stored cart already read back (src/bootstrap.tsx). */
export function App({ remotes, store }: { remotes: RemotesState; store: Store }) {
  return (
    <Provider store={store}>
      <FlagsProvider>
        <RemotesStateContext.Provider value={remotes}>
          <DeferredQaBanner qa={remotes.qa} overrides={remotes.overrides} refused={remotes.refused} />
          <Storefront />
        </RemotesStateContext.Provider>
      </FlagsProvider>
    </Provider>
  );
}
