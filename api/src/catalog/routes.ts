import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../core/app';
import type { CatalogService } from './service';
import type { Snapshot } from './snapshot';
import * as views from './views';
import { isValidSlug } from '@sencha/shared/slug';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  CarouselItemSchema,
  errorResponses,
  FaqSchema,
  FeaturedTileSchema,
  MainMenuSchema,
  ref,
  SlugParamsSchema,
  TeaFlavourSchema,
  TeaItemProductSchema,
  TeaItemProductSummarySchema,
  TeaItemSchema,
  TeaRegionSchema,
  TeaTypeSchema,
} from '@sencha/shared/contract';
import { sendCached } from '../http/send';

export interface CatalogRouteOptions {
  catalog: CatalogService;
}

interface SlugRoute {
  url: string;
  summary: string;
  tag: string;
  response: TSchema;
  /** The message for an invalid slug (docs/product-rules/catalogue.md#slugs). */
  invalid: string;
  /** 404 message for an unknown slug. */
  missing: (slug: string) => string;
  key: string;
  build: (snapshot: Snapshot, slug: string, now: number) => unknown;
}

function slugRoute(app: App, catalog: CatalogService, route: SlugRoute): void {
  app.get(
    route.url,
    {
      // A slug the schema refuses (too long, NUL) gets the same storefront message as any other invalid one.
      schemaErrorFormatter: () => new ValidationError(route.invalid),
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: SlugParamsSchema,
        response: { 200: route.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isValidSlug(slug)) throw new ValidationError(route.invalid);
      const normalised = slug.toLowerCase();
      const entry = await catalog.response(`${route.key}:${normalised}`, (s, now) =>
        route.build(s, normalised, now),
      );
      if (!entry) throw new NotFoundError(route.missing(slug));
      return sendCached(request, reply, entry);
    },
  );
}

const list = (schema: TSchema) => Type.Array(ref(schema));

/** GET /main-menu */
export const menuRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  app.get(
    '/main-menu',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The top navigation menu',
        response: { 200: ref(MainMenuSchema) },
      },
    },
    async (request, reply) => {
      const entry = await catalog.response('main-menu', (s, now) => views.mainMenu(s, now));
      if (!entry) throw new NotFoundError('The menu was not found.');
      return sendCached(request, reply, entry);
    },
  );
};

/** GET /teatype/{slug}, /teatype/{slug}/tea */
export const teaTypeRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  const invalid = 'The provided tea type is not valid.';
  const missing = (slug: string) => `The tea type '${slug}' was not found.`;
  slugRoute(app, catalog, {
    url: '/teatype/:slug',
    summary: 'A tea type',
    tag: 'catalogue',
    response: ref(TeaTypeSchema),
    invalid,
    missing,
    key: 'teatype',
    build: (s, slug) => views.teaType(s, slug),
  });
  slugRoute(app, catalog, {
    url: '/teatype/:slug/tea',
    summary: 'Teas of a type: one summary per tea item, showing its cheapest purchasable product',
    tag: 'catalogue',
    response: list(TeaItemProductSummarySchema),
    invalid,
    missing,
    key: 'teatype-tea',
    build: (s, slug, now) => views.teasOfType(s, slug, now),
  });
};

/** GET /region/{slug}, /region/{slug}/tea */
export const regionRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  const invalid = 'The provided tea region is not valid.';
  const missing = (slug: string) => `The tea region '${slug}' was not found.`;
  slugRoute(app, catalog, {
    url: '/region/:slug',
    summary: 'A tea region',
    tag: 'catalogue',
    response: ref(TeaRegionSchema),
    invalid,
    missing,
    key: 'region',
    build: (s, slug) => views.teaRegion(s, slug),
  });
  slugRoute(app, catalog, {
    url: '/region/:slug/tea',
    summary: 'Teas from a region: one summary per tea item',
    tag: 'catalogue',
    response: list(TeaItemProductSummarySchema),
    invalid,
    missing,
    key: 'region-tea',
    build: (s, slug, now) => views.teasOfRegion(s, slug, now),
  });
};

/** GET /flavour/{slug}, /flavour/{slug}/tea */
export const flavourRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  const invalid = 'The provided tea flavour is not valid.';
  const missing = (slug: string) => `The tea flavour '${slug}' was not found.`;
  slugRoute(app, catalog, {
    url: '/flavour/:slug',
    summary: 'A tea flavour',
    tag: 'catalogue',
    response: ref(TeaFlavourSchema),
    invalid,
    missing,
    key: 'flavour',
    build: (s, slug) => views.teaFlavour(s, slug),
  });
  slugRoute(app, catalog, {
    url: '/flavour/:slug/tea',
    summary: 'Teas with a flavour: one summary per tea item',
    tag: 'catalogue',
    response: list(TeaItemProductSummarySchema),
    invalid,
    missing,
    key: 'flavour-tea',
    build: (s, slug, now) => views.teasOfFlavour(s, slug, now),
  });
};

/** GET /tea/{slug} (tea item by tea item slug) and /tea-item/{slug} (product by product slug) */
export const teaRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  slugRoute(app, catalog, {
    url: '/tea/:slug',
    summary: 'A tea item (by tea item slug) with summaries of all its products',
    tag: 'catalogue',
    response: ref(TeaItemSchema),
    invalid: 'The provided tea item is not valid.',
    missing: (slug) => `The tea item '${slug}' was not found.`,
    key: 'tea',
    build: (s, slug) => {
      const item = s.itemsBySlug.get(slug);
      return item ? views.teaItem(s, item) : null;
    },
  });
  slugRoute(app, catalog, {
    url: '/tea-item/:slug',
    summary: 'A tea item product (by product slug) with its images and its tea item',
    tag: 'catalogue',
    response: ref(TeaItemProductSchema),
    invalid: 'The provided tea item product is not valid.',
    missing: (slug) => `The tea item product '${slug}' was not found.`,
    key: 'tea-item',
    build: (s, slug) => {
      const product = s.productsBySlug.get(slug);
      return product ? views.teaItemProduct(s, product) : null;
    },
  });
};

/** GET /faq */
export const faqRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  app.get(
    '/faq',
    { schema: { tags: ['content'], summary: 'FAQs, by position', response: { 200: list(FaqSchema) } } },
    async (request, reply) => {
      const entry = await catalog.response('faq', (s) => views.faqs(s));
      if (!entry) throw new NotFoundError('No FAQs were found.');
      return sendCached(request, reply, entry);
    },
  );
};

/** GET /home/carousel, /home/featured */
export const homeRoutes: FastifyPluginAsyncTypebox<CatalogRouteOptions> = async (app, { catalog }) => {
  app.get(
    '/home/carousel',
    {
      schema: {
        tags: ['home'],
        summary: 'The 15 teas of the home carousel',
        response: { 200: list(CarouselItemSchema) },
      },
    },
    async (request, reply) => {
      const entry = await catalog.response('home-carousel', (s) => views.carousel(s));
      if (!entry) throw new NotFoundError('The carousel was not found.');
      return sendCached(request, reply, entry);
    },
  );
  app.get(
    '/home/featured',
    {
      schema: {
        tags: ['home'],
        summary: 'The 7 featured tiles, in order',
        response: { 200: list(FeaturedTileSchema) },
      },
    },
    async (request, reply) => {
      const entry = await catalog.response('home-featured', (s) => views.featured(s));
      if (!entry) throw new NotFoundError('The featured tiles were not found.');
      return sendCached(request, reply, entry);
    },
  );
};
