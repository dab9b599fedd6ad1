import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredRoutes } from '@sencha/shell/declared-routes';
import type { RouteTable } from '@sencha/shell/route-defs';

const ROOT = join(__dirname, '..', '..');
const REMOTE_DIRS = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cartCheckout: 'mfe-cart-checkout',
  orders: 'mfe-orders',
  content: 'mfe-content',
};

/**
 * The composed site's routes as the shell reads them, from what each remote declares in its pages.json (which
 * its build writes into its manifest: docs/architecture.md#routes).
 */
export function siteRoutes(): RouteTable {
  const manifests = Object.fromEntries(
    Object.entries(REMOTE_DIRS).map(([name, dir]) => {
      const pages = JSON.parse(readFileSync(join(ROOT, dir, 'pages.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      return [name, { metaData: { pages }, exposes: Object.keys(pages).map((page) => ({ name: page })) }];
    }),
  );
  return declaredRoutes(manifests);
}
