import { REMOTE_NAMES, type RemoteName } from '../remotes/remoteRegistry';
import { isRecord } from '../boot/isRecord';
import { SHELL_ROUTES, type PageDef, type RouteDef, type RouteTable } from './routeDefs';

/**
 * The bounds of a remote's declared routes, as its build checks them (build-tools/page-routes.cjs): a manifest
 * is another team's file, fetched at run time, so what is outside them is ignored (docs/architecture.md#routes).
 * A path is lower-case words and `:params` joined by `/`, at most 100 characters; a fixed prop is a word.
 */
const ROUTE_PATH =
  /^(?=.{0,100}$)(?:(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*)(?:\/(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*))*)?$/;
const PROP_VALUE = /^(?=.{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PROP_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
/** At most this many pages a remote, routes a page, aliases a route, props a route. */
const MAX_PAGES = 32;
const MAX_EACH = 8;
const MAX_PROPS = 4;

const isRoutePath = (path: unknown): path is string => typeof path === 'string' && ROUTE_PATH.test(path);
const paramsOf = (path: string) => path.replace(/[^:]*(:[a-zA-Z0-9]+)?/g, '$1');
const isList = (value: unknown, max: number): value is unknown[] =>
  Array.isArray(value) && value.length <= max;
const arePropsOk = (props: unknown) =>
  props === undefined ||
  (isRecord(props) &&
    Object.keys(props).length <= MAX_PROPS &&
    Object.entries(props).every(
      ([name, value]) => PROP_NAME.test(name) && typeof value === 'string' && PROP_VALUE.test(value),
    ));

/** One declared route and its aliases as route definitions; null when any part is outside the bounds. */
function routeDefsOf(route: unknown, page: Omit<PageDef, 'path'>): RouteDef[] | null {
  if (!isRecord(route) || !isRoutePath(route.path) || !arePropsOk(route.props)) return null;
  const { path, props, aliases = [] } = route;
  if (!isList(aliases, MAX_EACH) || !aliases.every((a) => isRoutePath(a) && paramsOf(a) === paramsOf(path)))
    return null;
  const def: PageDef = { path, ...page, ...(props ? { props: props as PageDef['props'] } : {}) };
  return [def, ...aliases.map((alias) => ({ path: String(alias), redirectTo: `/${path}` }))];
}

/**
 * A remote's routes (`metaData.pages`); a page with any route out of bounds, or not exposed, adds none. Null for
 * a manifest that declares no pages at all (a release built before remotes declared their routes): its paths
 * are unknown, not missing.
 */
function remoteRoutes(name: RemoteName, { metaData, exposes }: Record<string, unknown>): RouteDef[] | null {
  const pages = isRecord(metaData) ? metaData.pages : null;
  if (!isRecord(pages) || !Array.isArray(exposes)) return null;
  const exposed = new Set(exposes.map((item) => (isRecord(item) ? item.name : null)));
  return Object.entries(pages)
    .slice(0, MAX_PAGES)
    .flatMap(([expose, declared]) => {
      if (!exposed.has(expose) || !isRecord(declared) || !isList(declared.routes, MAX_EACH)) return [];
      const { withCarousel, carouselLeads } = declared;
      if (withCarousel !== undefined && withCarousel !== true) return [];
      // A condition the shell does not know (a newer remote's) is passed over: the carousel's images then wait
      // their turn, as below any page.
      const leads = withCarousel === true && carouselLeads === 'whenCartEmpty';
      const page = {
        id: `${name}/${expose}` as const,
        ...(withCarousel ? { withCarousel: true as const } : {}),
        ...(leads ? { carouselLeads: 'whenCartEmpty' as const } : {}),
      };
      const defs = declared.routes.map((route) => routeDefsOf(route, page));
      return defs.every((list) => list !== null) ? defs.flat() : [];
    });
}

/**
 * The composed site's routes: the shell's own, then each remote's as its manifest declares them, in the order
 * of the platform's remotes. A path is taken once: a later declaration of a taken path is ignored (and told).
 * A remote whose manifest could not be read (null) or declares no pages is listed as unknown: its paths show
 * its area as unavailable rather than as not found (routeTable.tsx); one still on its way (`pending`) as
 * pending: its paths show as loading; one not composed at all (no entry) has no paths.
 */
export function declaredRoutes(
  manifests: Partial<Record<RemoteName, unknown>>,
  pending: ReadonlySet<RemoteName> = new Set(),
  warn: (message: string) => void = (message) => console.warn(message),
): RouteTable {
  const defs: RouteDef[] = [...SHELL_ROUTES];
  const taken = new Set(defs.map((def) => def.path));
  const unknown: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const manifest = manifests[name];
    if (pending.has(name) || manifest === undefined) continue;
    const declared = isRecord(manifest) ? remoteRoutes(name, manifest) : null;
    if (declared === null) unknown.push(name);
    else
      for (const def of declared)
        if (taken.has(def.path)) warn(`${name}: /${def.path} is taken`);
        else {
          taken.add(def.path);
          defs.push(def);
        }
  }
  return { defs, unknown, pending: REMOTE_NAMES.filter((name) => pending.has(name)) };
}
