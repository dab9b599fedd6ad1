import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { adminPlugin } from './admin/plugin';
import { blogPlugin } from './blog/plugin';
import { cartPlugin } from './cart/plugin';
import type { CatalogService } from './catalog/service';
import { catalogPlugin } from './catalog/plugin';
import type { ArtDrawer, CatalogueTools } from './catalogueTools';
import { checkoutPlugin } from './checkout/plugin';
import { selectProvider } from './checkout/payments/select';
import type { CheckoutService } from './checkout/service';
import type { AppConfig } from './config';
import { contactPlugin } from './contact/plugin';
import type { ContactService } from './contact/service';
import type { Database } from './db/database';
import { healthPlugin } from './health/plugin';
import { imagesPlugin } from './images/plugin';
import type { ImageService } from './images/service';
import type { Mailer } from './mail/mailer';
import { newsletterPlugin } from './newsletter/plugin';
import type { NewsletterService } from './newsletter/service';
import type { OrderMail } from './orders/confirmation';
import { ordersPlugin } from './orders/plugin';
import type { OrderService } from './orders/service';
import type { App } from './core/app';
import { fastifyOptions } from './core/fastifyOptions';
import { httpPlugin, type RouteInfo } from './core/http';
import { infrastructurePlugin } from './core/infrastructure';
import { openApiPlugin } from './core/openapi';
import { qaPlugin } from './qa/plugin';
import { remoteHealthPlugin } from './remoteHealth/plugin';
import { searchPlugin } from './search/plugin';
import type { SearchService } from './search/service';
import { seoPlugin } from './seo/plugin';
import { shippingPlugin } from './shipping/plugin';

export type { App } from './core/app';
export type { RouteInfo } from './core/http';

export interface Api {
  app: App;
  db: Database;
  catalog: CatalogService;
  search: SearchService;
  images: ImageService;
  /** The image drawer when the catalogue tooling runs with the API (BuildOptions.catalogue), else null. */
  art: ArtDrawer | null;
  mailer: Mailer;
  newsletter: NewsletterService;
  contact: ContactService;
  checkout: CheckoutService;
  orders: OrderService;
  orderMail: OrderMail;
  /** Every route registered, with its methods and rate limit (tests prove that no POST goes unlimited). */
  routes: RouteInfo[];
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (the app closes it on close). */
  db?: Database;
  /** Use this mailer instead of the configured one. */
  mailer?: Mailer;
  /** The catalogue tooling (seed data, image drawing), when it runs with the API: see catalogueTools.ts. */
  catalogue?: CatalogueTools;
}

/**
 * The API: shared infrastructure as decorators, then one plugin per feature, each creating its service, its
 * routes and its own shutdown (docs/architecture.md). Plugins close in reverse order: features first, then the
 * database and the mailer they use.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<Api> {
  const app: App = Fastify(fastifyOptions(config)).withTypeProvider<TypeBoxTypeProvider>();
  // Before the database opens: a misconfigured provider fails the start at once.
  const payments = selectProvider(config);
  if (payments.warning) app.log.warn(payments.warning);
  await app.register(infrastructurePlugin, { config, ...options });

  const routes: RouteInfo[] = [];
  await app.register(httpPlugin, { routes });
  await app.register(openApiPlugin);
  const prefix = config.apiPrefix;
  await app.register(healthPlugin, { prefix });
  await app.register(qaPlugin, { prefix });
  await app.register(catalogPlugin, { prefix });
  await app.register(searchPlugin, { prefix });
  await app.register(blogPlugin, { prefix });
  await app.register(newsletterPlugin, { prefix });
  await app.register(contactPlugin, { prefix });
  await app.register(shippingPlugin, { prefix });
  await app.register(cartPlugin, { prefix });
  await app.register(ordersPlugin, { prefix });
  await app.register(checkoutPlugin, { prefix, payments });
  await app.register(remoteHealthPlugin, { prefix });
  await app.register(adminPlugin, { prefix });
  // At the origin's root, not under the API prefix: image URLs and search engines look for them there.
  await app.register(imagesPlugin, { catalogue: options.catalogue });
  await app.register(seoPlugin);

  const {
    db,
    catalog,
    searchService: search,
    images,
    art,
    mailer,
    newsletter,
    contact,
    checkout,
    orders,
    orderMail,
  } = app;
  return {
    app,
    db,
    catalog,
    search,
    images,
    art,
    mailer,
    newsletter,
    contact,
    checkout,
    orders,
    orderMail,
    routes,
  };
}
