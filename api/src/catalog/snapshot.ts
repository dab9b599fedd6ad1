import type { Queryable } from '../db/database';

export interface TypeRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
  menu_group: 'tea' | 'tisane' | 'matcha' | 'accessory';
  position: number;
}
export interface RegionRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  description: string;
  image_url: string | null;
}
export interface FlavourRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
  colour: string;
  position: number;
}
export interface ItemRow {
  id: number;
  slug: string;
  name: string;
  form: string;
  description: string;
  tea_type_id: number;
  tea_region_id: number | null;
  brew_temp_c: number | null;
  brew_grams: number | null;
  brew_water_ml: number | null;
  brew_seconds: number | null;
  brew_infusions: number | null;
  position: number;
}
export interface ProductRow {
  id: number;
  slug: string;
  tea_item_id: number;
  name: string;
  description: string;
  price_cents: number;
  weight_grams: number;
  stock: number;
  on_sale_from: Date | string | null;
  position: number;
}
export interface ImageRow {
  tea_item_product_id: number;
  url: string;
  position: number;
  name: string;
  description: string;
  image_type: 'product' | 'flavour-graphic' | 'brewing-graphic';
}
export interface FaqRow {
  question: string;
  answer: string;
  position: number;
}
export interface BlogRow {
  slug: string;
  title: string;
  link: string;
  pub_date: Date | string;
  description: string;
  image_url: string;
}
export interface TileRow {
  position: number;
  name: string;
  image: string;
  link: string;
  bgcolor: string;
  textcolor: string;
}

/** The whole catalogue, read in one go: it is small (tens of teas) and read-mostly. */
export interface Snapshot {
  version: number;
  loadedAt: number;
  types: TypeRow[];
  typesBySlug: Map<string, TypeRow>;
  typesById: Map<number, TypeRow>;
  regions: RegionRow[];
  regionsBySlug: Map<string, RegionRow>;
  regionsById: Map<number, RegionRow>;
  flavours: FlavourRow[];
  flavoursBySlug: Map<string, FlavourRow>;
  items: ItemRow[];
  itemsBySlug: Map<string, ItemRow>;
  itemsById: Map<number, ItemRow>;
  flavourIdsByItem: Map<number, number[]>;
  itemIdsByFlavour: Map<number, number[]>;
  products: ProductRow[];
  productsBySlug: Map<string, ProductRow>;
  productsById: Map<number, ProductRow>;
  productsByItem: Map<number, ProductRow[]>;
  imagesByProduct: Map<number, ImageRow[]>;
  faqs: FaqRow[];
  blogPosts: BlogRow[];
  carouselProductIds: number[];
  tiles: TileRow[];
}

function group<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export async function readVersion(db: Queryable): Promise<number> {
  const rows = await db.query<{ version: number }>('SELECT version FROM catalog_version WHERE id = 1');
  return rows[0]?.version ?? 0;
}

export async function loadSnapshot(db: Queryable): Promise<Snapshot> {
  // The version is read first: a write landing during the load bumps it again and the next poll reloads.
  const version = await readVersion(db);
  const types = await db.query<TypeRow>('SELECT * FROM tea_type ORDER BY position, id');
  const regions = await db.query<RegionRow>('SELECT * FROM tea_region ORDER BY name, id');
  const flavours = await db.query<FlavourRow>('SELECT * FROM tea_flavour ORDER BY position, id');
  const items = await db.query<ItemRow>(
    `SELECT id, slug, name, form, description, tea_type_id, tea_region_id, brew_temp_c, brew_grams::float8 AS brew_grams,
       brew_water_ml, brew_seconds, brew_infusions, position FROM tea_item ORDER BY position, id`,
  );
  const links = await db.query<{ tea_item_id: number; tea_flavour_id: number }>(
    'SELECT tea_item_id, tea_flavour_id FROM tea_item_flavour ORDER BY tea_item_id, position',
  );
  const products = await db.query<ProductRow>(
    'SELECT * FROM tea_item_product ORDER BY tea_item_id, position, id',
  );
  const images = await db.query<ImageRow>(
    `SELECT tea_item_product_id, url, position, name, description, image_type
     FROM tea_item_product_image ORDER BY tea_item_product_id, position`,
  );
  const faqs = await db.query<FaqRow>('SELECT question, answer, position FROM faq ORDER BY position, id');
  const blogPosts = await db.query<BlogRow>(
    'SELECT slug, title, link, pub_date, description, image_url FROM blog_post ORDER BY pub_date DESC, id',
  );
  const carousel = await db.query<{ tea_item_product_id: number }>(
    'SELECT tea_item_product_id FROM home_carousel_item ORDER BY position',
  );
  const tiles = await db.query<TileRow>('SELECT * FROM featured_tile ORDER BY position');

  const flavourIdsByItem = new Map<number, number[]>();
  const itemIdsByFlavour = new Map<number, number[]>();
  for (const link of links) {
    const a = flavourIdsByItem.get(link.tea_item_id) ?? [];
    a.push(link.tea_flavour_id);
    flavourIdsByItem.set(link.tea_item_id, a);
    const b = itemIdsByFlavour.get(link.tea_flavour_id) ?? [];
    b.push(link.tea_item_id);
    itemIdsByFlavour.set(link.tea_flavour_id, b);
  }

  return {
    version,
    loadedAt: Date.now(),
    types,
    typesBySlug: new Map(types.map((t) => [t.slug, t])),
    typesById: new Map(types.map((t) => [t.id, t])),
    regions,
    regionsBySlug: new Map(regions.map((r) => [r.slug, r])),
    regionsById: new Map(regions.map((r) => [r.id, r])),
    flavours,
    flavoursBySlug: new Map(flavours.map((f) => [f.slug, f])),
    items,
    itemsBySlug: new Map(items.map((i) => [i.slug, i])),
    itemsById: new Map(items.map((i) => [i.id, i])),
    flavourIdsByItem,
    itemIdsByFlavour,
    products,
    productsBySlug: new Map(products.map((p) => [p.slug, p])),
    productsById: new Map(products.map((p) => [p.id, p])),
    productsByItem: group(products, (p) => p.tea_item_id),
    imagesByProduct: group(images, (i) => i.tea_item_product_id),
    faqs,
    blogPosts,
    carouselProductIds: carousel.map((c) => c.tea_item_product_id),
    tiles,
  };
}
