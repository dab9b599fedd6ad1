/** JSON schemas of the wire shapes, registered with addSchema and rendered by @fastify/swagger at /api/docs. */

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const namedSlugSchema = {
  $id: 'NamedSlug',
  type: 'object',
  required: ['name', 'slug'],
  properties: { name: str, slug: str },
} as const;

export const teaTypeSchema = {
  $id: 'TeaType',
  type: 'object',
  required: ['name', 'slug'],
  properties: { name: str, slug: str, imageUrl: str },
} as const;

/** Regions and flavours have the same shape: a name, a slug and a markdown description. */
const describedEntity = <Id extends string>(id: Id) =>
  ({
    $id: id,
    type: 'object',
    required: ['name', 'slug', 'description'],
    properties: {
      name: str,
      slug: str,
      description: { type: 'string', description: 'Markdown' },
      imageUrl: str,
    },
  }) as const;

export const teaRegionSchema = describedEntity('TeaRegion');
export const teaFlavourSchema = describedEntity('TeaFlavour');

export const mainMenuSchema = {
  $id: 'MainMenu',
  type: 'object',
  required: ['teaTypes', 'tisaneTypes', 'matchaTypes', 'teaFlavours', 'teaAccessories'],
  properties: {
    teaTypes: {
      type: 'array',
      items: { $ref: 'NamedSlug#' },
      description: 'Tea type slugs: /specialty-tea/{slug}',
    },
    tisaneTypes: {
      type: 'array',
      items: { $ref: 'NamedSlug#' },
      description: 'Product slugs of the herbal teas: /herbal-tea/{slug} (GET /api/tea-item/{slug})',
    },
    matchaTypes: {
      type: 'array',
      items: { $ref: 'NamedSlug#' },
      description: 'Product slugs of the matcha teas: /matcha-tea/{slug} (GET /api/tea-item/{slug})',
    },
    teaFlavours: {
      type: 'array',
      items: { $ref: 'NamedSlug#' },
      description: 'Flavour slugs: /tea-flavour/{slug}',
    },
    teaAccessories: {
      type: 'array',
      items: { $ref: 'NamedSlug#' },
      description: 'Teaware tea item slugs: /tea-wares/{slug} (GET /api/tea/{slug})',
    },
  },
} as const;

export const summarySchema = {
  $id: 'TeaItemProductSummary',
  type: 'object',
  required: ['id', 'slug', 'name', 'price', 'weight', 'stock', 'imageURL', 'onSaleFrom'],
  properties: {
    id: int,
    slug: str,
    name: str,
    price: { type: 'number', description: 'AUD, shown as is (e.g. 18.5)' },
    weight: { type: 'integer', description: 'grams' },
    stock: int,
    imageURL: str,
    onSaleFrom: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Future or null: not purchasable yet (Coming Soon)',
    },
  },
} as const;

export const productImageSchema = {
  $id: 'TeaItemProductImage',
  type: 'object',
  required: ['url', 'position', 'name', 'description', 'imageType'],
  properties: {
    url: str,
    position: int,
    name: str,
    description: str,
    imageType: { type: 'string', enum: ['product', 'flavour-graphic', 'brewing-graphic'] },
  },
} as const;

export const teaItemSchema = {
  $id: 'TeaItem',
  type: 'object',
  required: ['name', 'slug', 'form', 'description', 'teaType', 'teaRegion', 'flavours', 'teaItemProducts'],
  properties: {
    name: str,
    slug: str,
    form: { type: 'string', description: "'loose-leaf', 'powder', 'teabag' or 'teaware'" },
    description: {
      type: 'string',
      description: 'Markdown (Brief, Description, Info Block, Tab: ..., Accordion: ...)',
    },
    teaType: { anyOf: [{ $ref: 'NamedSlug#' }, { type: 'null' }] },
    teaRegion: { anyOf: [{ $ref: 'NamedSlug#' }, { type: 'null' }] },
    flavours: { type: 'array', items: { $ref: 'NamedSlug#' } },
    teaItemProducts: { type: 'array', items: { $ref: 'TeaItemProductSummary#' } },
  },
} as const;

export const productSchema = {
  $id: 'TeaItemProduct',
  type: 'object',
  required: [...summarySchema.required, 'description', 'teaItemProductImages', 'teaItem'],
  properties: {
    ...summarySchema.properties,
    description: { type: 'string', description: 'Markdown' },
    teaItemProductImages: { type: 'array', items: { $ref: 'TeaItemProductImage#' } },
    teaItem: { $ref: 'TeaItem#' },
  },
} as const;

export const carouselItemSchema = {
  $id: 'CarouselItem',
  type: 'object',
  required: ['name', 'image', 'slug'],
  properties: {
    name: str,
    image: str,
    slug: { type: 'string', description: 'Product slug: /tea-item/{slug}' },
  },
} as const;

export const featuredTileSchema = {
  $id: 'FeaturedTile',
  type: 'object',
  required: ['name', 'image', 'link', 'bgcolor', 'textcolor'],
  properties: { name: str, image: str, link: str, bgcolor: str, textcolor: str },
} as const;

export const faqSchema = {
  $id: 'Faq',
  type: 'object',
  required: ['question', 'answer', 'position'],
  properties: { question: str, answer: { type: 'string', description: 'Markdown' }, position: int },
} as const;

export const allSchemas = [
  namedSlugSchema,
  teaTypeSchema,
  teaRegionSchema,
  teaFlavourSchema,
  mainMenuSchema,
  summarySchema,
  productImageSchema,
  teaItemSchema,
  productSchema,
  carouselItemSchema,
  featuredTileSchema,
  faqSchema,
];

export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', description: 'Letters, digits and hyphens' } },
} as const;

export const errorResponses = {
  400: { description: 'Invalid input', $ref: 'Error#' },
  404: { description: 'Not found', $ref: 'Error#' },
} as const;
