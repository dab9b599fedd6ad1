import { lazy, Suspense } from 'react';
import type { RouteObject } from '@sencha/platform/react-router';
import { NEAR_VIEWPORT_PX, Skeleton, WhenNearViewport } from '@sencha/ui-kit/ui';
import { AREA_LOADING_HEIGHT } from '../remotes/RemoteLoading';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RedirectTo } from './RedirectTo';
import { CAROUSEL_ID, routeDefs, type PageDef, type RouteDef } from './routeDefs';

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
      <WhenNearViewport height={AREA_LOADING_HEIGHT}>
        <RemoteSlot key={CAROUSEL_ID} id={CAROUSEL_ID} />
      </WhenNearViewport>
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

/** The router's routes, rendered from the route definitions (routeDefs.ts). */
export const routeTable: RouteObject[] = routeDefs.map(routeObject);
