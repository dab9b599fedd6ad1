import { lazy, Suspense } from 'react';
import type { RouteObject } from '@sencha/platform/react-router';
import { NEAR_VIEWPORT_PX, Skeleton, WhenNearViewport } from '@sencha/ui-kit/ui';
import { AREA_LOADING_HEIGHT } from '../remotes/RemoteLoading';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RemoteRetryContext } from '../remotes/RemoteRetryContext';
import { RemoteUnavailablePage } from '../remotes/RemoteUnavailable';
import { RedirectTo } from './RedirectTo';
import { CarouselLeadingWhenCartEmpty } from './LeadCarousel';
import {
  CAROUSEL_ID,
  NOT_FOUND_PATH,
  isPageDef,
  type PageDef,
  type RouteDef,
  type RouteTable,
} from './routeDefs';

/** A page's loading state above a carousel (docs/architecture.md#first-render). */
const PAGE_LOADING_HEIGHT = `calc(100vh + ${NEAR_VIEWPORT_PX}px)`;

// Keyed by module: another page is a new area, with none of the previous area's failure state.
function pageElement(def: PageDef) {
  const props = def.props ? { props: def.props } : {};
  if (!def.withCarousel) return <RemoteSlot key={def.id} id={def.id} {...props} />;
  // The page's remote never imports another remote: the carousel is composed here and fails on its own. It is
  // below the fold, so it loads as it nears the viewport, after the page's own first paint.
  return (
    <>
      {/* Taller than the viewport by the near margin: while the page loads the carousel below neither shows (then
          jumps) nor counts as near, even if the window's load comes first on a slow phone. */}
      <RemoteSlot
        key={def.id}
        id={def.id}
        {...props}
        fallback={<Skeleton variant="block" height={PAGE_LOADING_HEIGHT} label="Loading…" />}
      />
      {def.carouselLeads === 'whenCartEmpty' ? (
        <CarouselLeadingWhenCartEmpty key={CAROUSEL_ID} />
      ) : (
        <WhenNearViewport key={CAROUSEL_ID} height={AREA_LOADING_HEIGHT}>
          <RemoteSlot id={CAROUSEL_ID} />
        </WhenNearViewport>
      )}
    </>
  );
}

// QA's page: its code loads only when it is opened.
const VersionsPage = lazy(() => import('../qa/VersionsPage'));

function routeObject(def: RouteDef): RouteObject {
  if ('redirectTo' in def) return { path: def.path, element: <RedirectTo to={def.redirectTo} /> };
  if ('shellPage' in def)
    return {
      path: def.path,
      element: (
        <Suspense fallback={<Skeleton variant="block" height="50vh" label="Loading…" />}>
          <VersionsPage />
        </Suspense>
      ),
    };
  return { path: def.path, element: pageElement(def) };
}

/**
 * A path none of the remotes declared (so far): while a manifest is on its way it may be that remote's, so the
 * page's loading state shows; when one could not be read (or the not-found page's own remote is down), the area
 * shows as unavailable and its Try again reads the manifests again; when every remote has said, it is the
 * not-found page.
 */
function otherPath({ defs, unknown, pending }: RouteTable, retry: () => void) {
  if (pending.length > 0) return <Skeleton variant="block" height={AREA_LOADING_HEIGHT} label="Loading…" />;
  // Without a not-found page to send it to (its remote is down), the path is not redirected to itself.
  const notFoundDeclared = defs.some((def) => isPageDef(def) && `/${def.path}` === NOT_FOUND_PATH);
  if (unknown.length === 0 && notFoundDeclared) return <RedirectTo to={NOT_FOUND_PATH} />;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteUnavailablePage />
    </RemoteRetryContext.Provider>
  );
}

/** The router's routes, rendered from the routes the remotes declared (docs/architecture.md#routes). */
export function routeObjectsOf(table: RouteTable, retry: () => void): RouteObject[] {
  return [...table.defs.map(routeObject), { path: '*', element: otherPath(table, retry) }];
}
