import type { RemoteModuleId, RemoteName } from '@sencha/platform';

/**
 * '<remote>/<ExposedModule>' as a remote's manifest names a page: the remotes own their pages, so the shell
 * takes any exposed name a manifest declares routes for (docs/architecture.md#routes).
 */
export type PageModuleId = `${RemoteName}/${string}`;

/** A route rendered by a remote's exposed page, as the remote declares it (declaredRoutes.ts). */
export interface PageDef {
  path: string;
  id: PageModuleId;
  /** Fixed props for this path (`/matcha-tea` is the type list with the slug `matcha`). */
  props?: Readonly<Record<string, string>>;
  /** The catalog's home carousel is composed under the page, in its own area. */
  withCarousel?: true;
  /** When that carousel is the page's lead content (routeTable.tsx, docs/architecture.md#images-and-fonts). */
  carouselLeads?: 'whenCartEmpty';
}
/** An old path a remote keeps for its page: the shopper is sent on, with the path's params and query. */
export interface RedirectDef {
  path: string;
  redirectTo: string;
}
/** The shell's own QA page (docs/releasing.md), loaded only when asked for. */
export interface ShellPageDef {
  path: string;
  shellPage: 'versions';
}
export type RouteDef = PageDef | RedirectDef | ShellPageDef;

/** The routes of the composed site: what the remotes declared, and which remotes could not say (yet). */
export interface RouteTable {
  defs: readonly RouteDef[];
  /** Remotes whose manifest could not be read: a path of theirs is unknown, not missing. */
  unknown: readonly RemoteName[];
  /** Remotes whose manifest is still on its way. */
  pending: readonly RemoteName[];
}

export const CAROUSEL_ID = 'catalog/HomeCarousel' satisfies RemoteModuleId;

/** Where a path no remote declares is sent (the content remote's not-found page). */
export const NOT_FOUND_PATH = '/beyond-the-brew';

/** The routes the shell keeps for itself; no remote may declare these paths. */
export const SHELL_ROUTES: readonly ShellPageDef[] = [{ path: 'versions', shellPage: 'versions' }];

/**
 * The remote modules a page route renders, in order: the page, then the carousel composed below it. Only the
 * page is started with the first load (bootstrap.tsx, the boot script); the carousel waits until it nears the
 * viewport (routeTable.tsx).
 */
export const moduleIdsOf = (def: PageDef): PageModuleId[] =>
  def.withCarousel ? [def.id, CAROUSEL_ID] : [def.id];

export const isPageDef = (def: RouteDef): def is PageDef => 'id' in def;
