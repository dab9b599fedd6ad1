import { declaredRoutes } from '../routes/declaredRoutes';
import type { RouteTable } from '../routes/routeDefs';
import { REMOTE_MANIFESTS } from './bootSite';

/** The composed site's routes, as the remotes' pages.json files declare them. */
export const siteRoutes = (): RouteTable => declaredRoutes(REMOTE_MANIFESTS);
