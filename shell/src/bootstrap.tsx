import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createStorefrontStore,
  loadRuntimeConfig,
  selectCartCount,
  setApiFetch,
  setLoadSeed,
  setReadyAnswers,
  type StoreState,
} from '@sencha/platform';
import '@sencha/ui-kit/tokens.css';
import './global.css';
import { App } from './App';
import { composeRemotes } from './remotes/setUpRemotes';
import { ensureCohort } from './remotes/cohort';
import { fetchLiveRemotes, resolveLiveRemotes, unavailableRemotes } from './remotes/liveEntry';
import { readLivePointer } from './remotes/livePointer';
import { startSkewWatch } from './navigation/versionSkew';
import { prepareMonitoring } from './monitoring/initMonitoring';
import { rootErrorHandlers } from './monitoring/rootErrorHandlers';
import { claimHandover, handedOverFetch, readReadyAnswer } from './boot/handover';
import { watchLinkPrefetch } from './prefetch/linkPrefetch';
import { preloadModule } from './prefetch/preloadModule';
import { startPageLoad } from './remotes/pageLoads';
import { countAreas } from './remoteHealth/remoteHealth';
import { afterFirstContentfulPaint, yieldToBrowser } from '@sencha/ui-kit';
import { matchPage } from './routes/matchRoute';
import { CAROUSEL_ID } from './routes/routeDefs';
import { createRouteStore, type RouteStore } from './routes/routeStore';
import { readServerState, renderedAnswers } from './boot/serverState';
import { bootFetches } from './boot/bootFetches';
import { untilOpeningPage } from './hydration/untilOpeningPage';

/**
 * The opening page's module starts loading as soon as the manifest that routes it is in, and the carousel's with
 * it where the carousel leads the page (an empty cart: routes/LeadCarousel.tsx).
 */
function startOpeningPage(routes: RouteStore, pathname: string, cartEmpty: boolean): void {
  const start = () => {
    const opening = matchPage(pathname, routes.getSnapshot().defs);
    if (opening) startPageLoad(opening.def.id);
    if (opening && cartEmpty && opening.def.carouselLeads === 'whenCartEmpty') startPageLoad(CAROUSEL_ID);
    return opening !== null;
  };
  if (start() || routes.getSnapshot().pending.length === 0) return;
  const stop = routes.subscribe(() => {
    if (start() || routes.getSnapshot().pending.length === 0) stop();
  });
}

/** Config and the remote registry are read before the first render, so no host or key is in the bundle. */
export async function bootstrap(): Promise<void> {
  // The start-up below chains on answers the boot has mostly settled already: it yields between its steps so
  // that none, with this script's own evaluation, is one long task (docs/architecture.md#first-render).
  await yieldToBrowser();
  // Both files sit next to the shell's own (not relative to a deep link's path); the boot script has usually
  // started them already (src/boot/), and the page's API data too: each is taken over, not fetched again.
  // A page the render server rendered carries what it was rendered with (docs/server-rendering.md#the-handover).
  const server = readServerState(document);
  claimHandover(
    window,
    server
      ? bootFetches(window.fetch.bind(window), undefined, renderedAnswers(server, window.location.href))
          .handover
      : undefined,
  );
  setApiFetch(handedOverFetch);
  // What the render drew at random (the carousel's order), hydration draws again.
  if (server) setLoadSeed(() => server.seed);
  // What has already arrived, a page can render at once (docs/architecture.md#first-render).
  setReadyAnswers(readReadyAnswer);
  // The stored cart is read back while the two files load, so the first render already has it: no gate that
  // renders nothing, then the whole page at once when the cart arrives.
  const { store, rehydrated } = createStorefrontStore();
  // The boot script has set it already, unless the shell ran first (docs/releasing.md#canary-releases).
  const cohort = server?.cohort ?? ensureCohort(document);
  const [config, fromFile] = await Promise.all([
    loadRuntimeConfig(`${__webpack_public_path__}config.json`, handedOverFetch),
    server
      ? resolveLiveRemotes(server.pointer, cohort, window.location.href)
      : fetchLiveRemotes(
          `${__webpack_public_path__}remotes.json`,
          handedOverFetch,
          cohort,
          window.location.href,
        ),
    rehydrated,
  ]);
  await yieldToBrowser();
  // A shopper's page composes remotes.json at once; only in QA mode are overrides checked first.
  const remotes = await composeRemotes(window.location, { remotes: fromFile, cohort }, config);
  prepareMonitoring(config, remotes.entries);
  // Counted from the first area; the reporter that sends the counts comes after the first paint.
  if (!remotes.qa.active) countAreas(remotes.live, window.location.href);
  // Overridden remotes are QA mode's to compose: the pointer is watched for the rest (docs/releasing.md#open-tabs).
  startSkewWatch({
    composed: Object.fromEntries(
      Object.entries(remotes.entries).filter(([name]) => !(name in remotes.overrides)),
    ),
    readPointer: () => readLivePointer(),
  });
  // The remotes own their routes: each composed remote's manifest declares them (docs/architecture.md#routes).
  const routes = createRouteStore(remotes.entries, undefined, unavailableRemotes(fromFile));
  // The opening page loads while the shell renders its frame (docs/architecture.md#first-render); a carousel
  // composed below it waits until it nears the viewport, unless it leads the page.
  startOpeningPage(routes, window.location.pathname, selectCartCount(store.getState()) === 0);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in index.html');
  if (server && container.hasChildNodes()) {
    // The server's HTML is kept and made live, once the browser can render the same page (hydration/).
    await untilOpeningPage(routes, window.location.pathname);
    await yieldToBrowser();
    // As a transition the page is made live in slices that yield to the browser, as the first render below is
    // (docs/server-rendering.md#first-paint).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App
            remotes={remotes}
            routes={routes}
            store={store}
            serverState={server.store as StoreState}
            carouselLeads={server.carouselLeads}
          />
        </StrictMode>,
        rootErrorHandlers,
      );
    });
  } else {
    const root = createRoot(container, rootErrorHandlers);
    // As a transition, React renders the first page in slices that yield to the browser between them, instead
    // of one long task that holds off input (docs/architecture.md#first-render).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App remotes={remotes} routes={routes} store={store} />
        </StrictMode>,
      ),
    );
  }
  watchLinkPrefetch(window, () => routes.getSnapshot().defs, preloadModule);
  // The render server renders the cart page only for a cart the hint cookie says is empty
  // (docs/server-rendering.md#the-empty-cart). It matters from the next page on, so its code is no part of the
  // first paint (docs/architecture.md#deferred-code).
  afterFirstContentfulPaint(window, () => {
    void import(/* webpackChunkName: "deferred-cart-hint" */ './cartHint/keepCartHint').then(
      (module) => module.keepCartHint(store, document),
      (error: unknown) => console.warn('The cart hint could not be kept', error),
    );
  });
  // The reporter of the areas' health is no part of the first paint (docs/architecture.md#deferred-code): it is
  // fetched once the page has painted content, so nothing but the preloaded start-up runs before that.
  if (!remotes.qa.active)
    afterFirstContentfulPaint(window, () => {
      void import(/* webpackChunkName: "deferred-health" */ './remoteHealth/startPageHealth').then(
        (module) => module.startPageHealth(config.apiBase, remotes),
        (error: unknown) => console.warn('Remote health reporting could not start', error),
      );
    });
}
