/**
 * The wire shapes, written once with TypeBox: routes declare them (request validation, OpenAPI via
 * @fastify/swagger), the TypeScript types below are derived from them (and proved equal to the storefront's
 * domain types in test/wire-types.test.ts), and the API tests check every response against them.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';

const Str = (description?: string) => Type.String(description ? { description } : {});
const Int = (description?: string) => Type.Integer(description ? { description } : {});

/** A named schema: registered once with addSchema and referenced by $ref (so OpenAPI shows its name). */
export const named = <T extends TSchema>(id: string, schema: T): T => ({ ...schema, $id: id });
const ref = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id as string));

export const ErrorSchema = named(
  'Error',
  Type.Object({
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    message: Type.String(),
    /** On a 5xx: the request's id, as in the API's logs, X-Request-Id and the error report. */
    requestId: Type.Optional(Type.String()),
  }),
);
export type ErrorBody = Static<typeof ErrorSchema>;

export const NamedSlugSchema = named('NamedSlug', Type.Object({ name: Str(), slug: Str() }));

export const TeaTypeSchema = named(
  'TeaType',
  Type.Object({ name: Str(), slug: Str(), imageUrl: Type.Optional(Str()) }),
);

/** Regions and flavours have the same shape: a name, a slug and a markdown description. */
const describedEntity = (id: string) =>
  named(
    id,
    Type.Object({ name: Str(), slug: Str(), description: Str('Markdown'), imageUrl: Type.Optional(Str()) }),
  );
export const TeaRegionSchema = describedEntity('TeaRegion');
export const TeaFlavourSchema = describedEntity('TeaFlavour');

const slugList = (description: string) => Type.Array(ref(NamedSlugSchema), { description });

export const MainMenuSchema = named(
  'MainMenu',
  Type.Object({
    teaTypes: slugList('Tea type slugs: /specialty-tea/{slug}'),
    tisaneTypes: slugList('Product slugs of the herbal teas: /herbal-tea/{slug} (GET /api/tea-item/{slug})'),
    matchaTypes: slugList('Product slugs of the matcha teas: /matcha-tea/{slug} (GET /api/tea-item/{slug})'),
    teaFlavours: slugList('Flavour slugs: /tea-flavour/{slug}'),
    teaAccessories: slugList('Teaware tea item slugs: /tea-wares/{slug} (GET /api/tea/{slug})'),
  }),
);

const summaryProperties = {
  id: Int(),
  slug: Str(),
  name: Str(),
  price: Type.Number({ description: 'AUD, shown as is (e.g. 18.5)' }),
  weight: Int('grams'),
  stock: Int(),
  imageURL: Str(),
  onSaleFrom: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Future or null: not purchasable yet (Coming Soon)',
  }),
};

export const TeaItemProductSummarySchema = named('TeaItemProductSummary', Type.Object(summaryProperties));

export const TeaItemProductImageSchema = named(
  'TeaItemProductImage',
  Type.Object({
    url: Str(),
    position: Int(),
    name: Str(),
    description: Str(),
    imageType: Type.Union([
      Type.Literal('product'),
      Type.Literal('flavour-graphic'),
      Type.Literal('brewing-graphic'),
    ]),
  }),
);

export const TeaItemSchema = named(
  'TeaItem',
  Type.Object({
    name: Str(),
    slug: Str(),
    form: Str("'loose-leaf', 'powder', 'teabag' or 'teaware'"),
    description: Str('Markdown (Brief, Description, Info Block, Tab: ..., Accordion: ...)'),
    teaType: Type.Union([ref(NamedSlugSchema), Type.Null()]),
    teaRegion: Type.Union([ref(NamedSlugSchema), Type.Null()]),
    flavours: Type.Array(ref(NamedSlugSchema)),
    teaItemProducts: Type.Array(ref(TeaItemProductSummarySchema)),
  }),
);

export const TeaItemProductSchema = named(
  'TeaItemProduct',
  Type.Object({
    ...summaryProperties,
    description: Str('Markdown'),
    teaItemProductImages: Type.Array(ref(TeaItemProductImageSchema)),
    teaItem: ref(TeaItemSchema),
  }),
);

export const CarouselItemSchema = named(
  'CarouselItem',
  Type.Object({ name: Str(), image: Str(), slug: Str('Product slug: /tea-item/{slug}') }),
);

export const FeaturedTileSchema = named(
  'FeaturedTile',
  Type.Object({ name: Str(), image: Str(), link: Str(), bgcolor: Str(), textcolor: Str() }),
);

export const FaqSchema = named(
  'Faq',
  Type.Object({ question: Str(), answer: Str('Markdown'), position: Int() }),
);

export const HealthSchema = named(
  'Health',
  Type.Object({
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    catalogVersion: Type.Union([Type.Integer(), Type.Null()]),
    uptimeSeconds: Type.Number(),
  }),
);

export const HealthFailureSchema = named(
  'HealthFailure',
  Type.Object({
    status: Type.Literal('error'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    message: Type.String(),
    /** As in every 5xx body: the id of this request in the logs and the X-Request-Id header. */
    requestId: Type.String(),
  }),
);

export const ReadySchema = named(
  'Ready',
  Type.Object({
    status: Type.Literal('ready'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    writeMs: Type.Number({ description: 'Time of the probe write (commit and flush)' }),
  }),
);

/** Where the sign-up form was (recorded with the consent); the storefront's NewsletterSource. */
export const NewsletterSourceSchema = Type.Union(
  [
    Type.Literal('footer'),
    Type.Literal('coming-soon'),
    Type.Literal('not-found'),
    Type.Literal('tea-item-coming-soon'),
  ],
  { description: 'Where the sign-up form was' },
);
export type NewsletterSource = Static<typeof NewsletterSourceSchema>;

export const NewsletterSubscribeBodySchema = named(
  'NewsletterSubscribeBody',
  Type.Object(
    {
      // Any JSON value reaches the shared e-mail rule, which refuses non-strings with its own message.
      email: Type.Unknown({ description: 'E-mail address (a string)' }),
      source: Type.Optional(NewsletterSourceSchema),
    },
    { additionalProperties: false },
  ),
);

export const NewsletterAcceptedSchema = named(
  'NewsletterAccepted',
  Type.Object({ status: Type.Literal('pending-confirmation'), message: Type.String() }),
);

const NewsletterToken = Type.String({
  minLength: 1,
  maxLength: 1024,
  description: 'The signed token from the e-mail link',
});

/** The token as a query: one-click unsubscribe (RFC 8058) and storefront releases before the body form. */
export const NewsletterTokenQuerySchema = Type.Object({ token: Type.Optional(NewsletterToken) });

/** The token in the body: the storefront page posts it there, so it stays out of URLs (docs/observability.md). */
export const NewsletterTokenBodySchema = Type.Object({ token: Type.Optional(NewsletterToken) });

export const NewsletterLinkActionSchema = Type.Union([Type.Literal('confirm'), Type.Literal('unsubscribe')]);
export type NewsletterLinkAction = Static<typeof NewsletterLinkActionSchema>;

export const NewsletterActionParamsSchema = Type.Object({ action: NewsletterLinkActionSchema });

export const NewsletterStateSchema = named(
  'NewsletterState',
  Type.Object({
    status: Type.Union([Type.Literal('confirmed'), Type.Literal('unsubscribed')]),
    message: Type.String(),
  }),
);

export const SlugParamsSchema = Type.Object({
  slug: Type.String({ maxLength: 200, description: 'Letters, digits and hyphens (at most 200)' }),
});

export type NamedSlug = Static<typeof NamedSlugSchema>;
export type TeaType = Static<typeof TeaTypeSchema>;
export type TeaRegion = Static<typeof TeaRegionSchema>;
export type TeaFlavour = Static<typeof TeaFlavourSchema>;
export type MainMenu = Static<typeof MainMenuSchema>;
export type TeaItemProductSummary = Static<typeof TeaItemProductSummarySchema>;
export type TeaItemProductImage = Static<typeof TeaItemProductImageSchema>;
export type TeaItem = Static<typeof TeaItemSchema>;
export type TeaItemProduct = Static<typeof TeaItemProductSchema>;
export type CarouselItem = Static<typeof CarouselItemSchema>;
export type FeaturedTile = Static<typeof FeaturedTileSchema>;
export type Faq = Static<typeof FaqSchema>;
export type Health = Static<typeof HealthSchema>;
export type Ready = Static<typeof ReadySchema>;
export type NewsletterAccepted = Static<typeof NewsletterAcceptedSchema>;
export type NewsletterState = Static<typeof NewsletterStateSchema>;

/** Every named schema, in dependency order: added to Fastify with addSchema and to the tests' validator. */
export const namedSchemas: TSchema[] = [
  ErrorSchema,
  NamedSlugSchema,
  TeaTypeSchema,
  TeaRegionSchema,
  TeaFlavourSchema,
  MainMenuSchema,
  TeaItemProductSummarySchema,
  TeaItemProductImageSchema,
  TeaItemSchema,
  TeaItemProductSchema,
  CarouselItemSchema,
  FeaturedTileSchema,
  FaqSchema,
  HealthSchema,
  HealthFailureSchema,
  ReadySchema,
  NewsletterSubscribeBodySchema,
  NewsletterAcceptedSchema,
  NewsletterStateSchema,
];

export const ErrorRef = ref(ErrorSchema);
export { ref };

export const errorResponses = {
  400: ErrorRef,
  404: ErrorRef,
} as const;
