import { StrictMode } from 'react';
// The server's router only: in this one compilation it is the same react-router module the thin shared module
// re-exports, so the remotes' links read the same context; browsers never load it.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { createServerStore, drawLoadSeed } from '@sencha/platform';
import { App } from '../App';
import { exposeAssets } from '../boot/manifestAssets';
import { pageDeclarationOf, type CheckedPage } from '../boot/pageReads';
import type { ServerState } from '../boot/serverState';
import { QA_OFF } from '../qa/qaMode';
import { resolveLiveRemotes } from '../remotes/liveEntry';
import type { RemotesState } from '../remotes/setUpRemotes';
import { MAIN_MENU_PATH } from '../menu/mainMenuPath';
import { matchPage } from '../routes/matchRoute';
import { CAROUSEL_ID, type PageModuleId } from '../routes/routeDefs';
import type { RouteStore } from '../routes/routeStore';
import type { Composition } from './composition';
import { BrowserOnlyArea, requestPageLoader } from './requestPageLoader';
import { rendersInBrowserOnly, startServerReads, withAnswers } from './serverReads';
import { renderToSink } from './renderToSink';
import { pageMetadataHtml, withMetadataSlot, type MetadataSlot } from './pageMetadataTags';
import { escapeAttribute } from './escapeAttribute';
import type { CartHint } from '../cartHint/cartHint';
import { BROWSER_ONLY_DIGEST, SERVER_AREA_FAILED_DIGEST } from '../hydration/areaDigests';

export interface PageRequest {
  /** The path and query the shopper asked for. */
  url: string;
  /** The page's whole URL as the browser sees it: relative entries of remotes.json resolve against it. */
  pageUrl: string;
  /** remotes.json as the render server read it for this request, and the shopper's cohort bucket. */
  pointer: unknown;
  cohort: number;
  /** The shopper's cart hint cookie (docs/server-rendering.md#the-empty-cart). */
  cart: CartHint;
}

export interface PageSink {
  /** What the document's head needs for this page: its remote's stylesheets. */
  head(html: string): void;
  /** The page's own title and share tags (docs/server-rendering.md#page-metadata), once, before its body. */
  metadata(html: string): void;
  body(html: string): void;
}

const NOTHING_READ: CheckedPage = { reads: [], ready: false, leadImage: null, browserOnly: false };
/** Relative entries resolve against this: a stylesheet beside one stays a path on the shop's origin. */
const PAGE_BASE = 'http://page.invalid';

/** The page's stylesheets, from its remote's browser manifest, so the HTML paints styled before any script. */
function stylesheetLinks(composition: Composition, id: PageModuleId): string {
  const [remote = '', expose = ''] = id.split('/');
  const entry = composition.spec.entries[remote as keyof Composition['spec']['entries']];
  if (!entry) return '';
  const manifestUrl = new URL(entry, PAGE_BASE);
  const assets = exposeAssets(
    composition.manifests[remote as keyof Composition['manifests']],
    manifestUrl.href,
    expose,
  );
  const href = (url: string) => {
    const parsed = new URL(url);
    return parsed.origin === new URL(PAGE_BASE).origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
  };
  return (assets?.styles ?? [])
    .map((url) => `<link rel="stylesheet" href="${escapeAttribute(href(url))}">`)
    .join('');
}

/** The carousel's own declaration in the catalog's manifest (its first reads), if it has one. */
const carouselDeclaration = (composition: Composition): CheckedPage | null => {
  const [remote = '', expose = ''] = CAROUSEL_ID.split('/');
  return pageDeclarationOf(composition.manifests[remote as keyof Composition['manifests']], expose);
};

/** A page's declaration with the reads of an area composed below it. */
const withReadsOf = (page: CheckedPage, below: CheckedPage | null): CheckedPage =>
  below ? { ...page, reads: [...page.reads, ...below.reads] } : page;

const staticRoutes = (composition: Composition): RouteStore => ({
  getSnapshot: () => composition.routes,
  subscribe: () => () => undefined,
  retry: () => undefined,
});

/**
 * One page, rendered as the browser would render it at first (docs/server-rendering.md): the shell's layout and
 * the page's area, with a fresh store and the page's first reads. Null when the path is no page of a read
 * manifest (a redirect, the not-found page, QA's page, or a path of a remote whose manifest did not answer): the
 * browser renders those alone.
 */
export async function renderPage(
  composition: Composition,
  request: PageRequest,
  sink: PageSink,
  log: (message: string, error?: unknown) => void,
  /** Aborted when the shopper has gone: the reads and the render stop. */
  signal?: AbortSignal,
): Promise<ServerState | null> {
  const pathname = new URL(request.url, PAGE_BASE).pathname;
  const match = matchPage(pathname, composition.routes.defs);
  if (!match) return null;
  const { spec } = composition;
  const [remote = '', expose = ''] = match.def.id.split('/');
  const declared =
    pageDeclarationOf(composition.manifests[remote as keyof Composition['manifests']], expose) ??
    NOTHING_READ;
  // The checkout's and orders' pages show what only the browser has; the cart's, unless it is empty.
  const browserOnly = rendersInBrowserOnly(declared, request.cart);
  // Under an empty cart the carousel is the page's lead content (routes/LeadCarousel.tsx): rendered here, with its reads.
  const carouselLeads = !browserOnly && match.def.carouselLeads === 'whenCartEmpty';
  const started = performance.now();
  const reads = startServerReads(
    browserOnly
      ? NOTHING_READ
      : withReadsOf(declared, carouselLeads ? carouselDeclaration(composition) : null),
    { ...match.params, ...match.def.props },
    {
      apiOrigin: spec.apiOrigin,
      apiBase: spec.config.apiBase ?? '',
      signal: AbortSignal.any([AbortSignal.timeout(spec.areaBudgetMs), ...(signal ? [signal] : [])]),
      // Every page shows the menu: a crawler reads its links, and hydration finds them in place.
      shellReads: [MAIN_MENU_PATH],
    },
  );
  // The carousel that leads the page is styled from the first paint too.
  sink.head(
    stylesheetLinks(composition, match.def.id) +
      (carouselLeads ? stylesheetLinks(composition, CAROUSEL_ID) : ''),
  );
  const store = createServerStore();
  const remotes: RemotesState = {
    live: spec.entries,
    entries: spec.entries,
    overrides: {},
    qa: QA_OFF,
    refused: [],
    file: {
      remotes: resolveLiveRemotes(request.pointer, request.cohort, request.pageUrl, () => undefined),
      cohort: request.cohort,
    },
  };
  const pageLoader = requestPageLoader((id) => !(browserOnly && id === match.def.id), reads.settled);
  const Router = ({ children }: { children: React.ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  // The shell's own parts (its menu) render from the reads too, at once: they wait for them as the page's area
  // does, within the same budget.
  await reads.settled;
  // The body is written once every area has rendered (or run out of time): by then the page has told its title.
  const metadata: MetadataSlot = { current: null };
  let bodyStarted = false;
  const body = (html: string) => {
    if (!bodyStarted && metadata.current) {
      // Tags that cannot be made (an image address that is no URL) leave the shell's: the page still goes.
      try {
        sink.metadata(pageMetadataHtml(metadata.current, pathname));
      } catch (error) {
        log(`The metadata of ${pathname} could not be written`, error);
      }
    }
    bodyStarted = true;
    sink.body(html);
  };
  const seed = drawLoadSeed();
  await withAnswers({ answers: reads.answers, seed }, () =>
    withMetadataSlot(metadata, () =>
      renderToSink(
        <StrictMode>
          <App
            remotes={remotes}
            routes={staticRoutes(composition)}
            store={store}
            Router={Router}
            pageLoader={pageLoader}
            carouselLeads={carouselLeads}
          />
        </StrictMode>,
        {
          // One budget for the reads and the render.
          budgetMs: Math.max(1, spec.areaBudgetMs - (performance.now() - started)),
          signal,
          onAreaError(error) {
            if (error instanceof BrowserOnlyArea) return BROWSER_ONLY_DIGEST;
            log(`An area of ${pathname} renders in the browser`, error);
            return SERVER_AREA_FAILED_DIGEST;
          },
        },
        body,
      ),
    ),
  );
  return {
    pointer: request.pointer,
    cohort: request.cohort,
    answers: Object.fromEntries(reads.answers),
    store: store.getState(),
    seed,
    carouselLeads,
  };
}
