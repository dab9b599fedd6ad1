import { PLACEHOLDER_IMAGE } from '@sencha/shared/placeholder-image';
import type {
  CarouselItem,
  Faq,
  FeaturedTile,
  MainMenu,
  NamedSlug,
  TeaFlavour,
  TeaItem,
  TeaItemProduct,
  TeaItemProductSummary,
  TeaRegion,
  TeaType,
} from '@sencha/shared/contract';
import type { ItemRow, ProductRow, Snapshot } from './snapshot';

/** Builds the wire shapes (@sencha/shared/contract) from a catalogue snapshot. */

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const named = (row: { name: string; slug: string }): NamedSlug => ({ name: row.name, slug: row.slug });

export function isPurchasable(product: ProductRow, now: number): boolean {
  if (product.on_sale_from === null) return false;
  const from = product.on_sale_from instanceof Date ? product.on_sale_from : new Date(product.on_sale_from);
  return from.getTime() <= now;
}

export function productSummary(s: Snapshot, p: ProductRow): TeaItemProductSummary {
  const images = s.imagesByProduct.get(p.id);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    price: p.price_cents / 100,
    weight: p.weight_grams,
    stock: p.stock,
    imageURL: images?.[0]?.url ?? PLACEHOLDER_IMAGE,
    onSaleFrom: iso(p.on_sale_from),
  };
}

export function teaItem(s: Snapshot, item: ItemRow): TeaItem {
  const type = s.typesById.get(item.tea_type_id);
  const region = item.tea_region_id === null ? undefined : s.regionsById.get(item.tea_region_id);
  const flavours: NamedSlug[] = [];
  for (const id of s.flavourIdsByItem.get(item.id) ?? []) {
    const f = s.flavours.find((x) => x.id === id);
    if (f) flavours.push(named(f));
  }
  return {
    name: item.name,
    slug: item.slug,
    form: item.form,
    description: item.description,
    teaType: type ? named(type) : null,
    teaRegion: region ? named(region) : null,
    flavours,
    teaItemProducts: (s.productsByItem.get(item.id) ?? []).map((p) => productSummary(s, p)),
  };
}

export function teaItemProduct(s: Snapshot, p: ProductRow): TeaItemProduct | null {
  const item = s.itemsById.get(p.tea_item_id);
  if (!item) return null;
  return {
    ...productSummary(s, p),
    description: p.description,
    teaItemProductImages: (s.imagesByProduct.get(p.id) ?? []).map((i) => ({
      url: i.url,
      position: i.position,
      name: i.name,
      description: i.description,
      imageType: i.image_type,
    })),
    teaItem: teaItem(s, item),
  };
}

/**
 * The product that represents a tea item in a listing grid: the cheapest one a shopper can buy now, else the
 * cheapest on sale (out of stock), else the cheapest of all ('Coming Soon').
 */
/**
 * At module level: made inside representativeProduct, the bundle's keepNames would name a new function on every
 * call, and an uncached search calls it once per tea found.
 */
function cheapest(list: ProductRow[]): ProductRow | undefined {
  return list.reduce<ProductRow | undefined>(
    (best, p) => (!best || p.price_cents < best.price_cents ? p : best),
    undefined,
  );
}

export function representativeProduct(s: Snapshot, item: ItemRow, now: number): ProductRow | undefined {
  const products = s.productsByItem.get(item.id) ?? [];
  return (
    cheapest(products.filter((p) => p.stock > 0 && isPurchasable(p, now))) ??
    cheapest(products.filter((p) => isPurchasable(p, now))) ??
    cheapest(products)
  );
}

export function listing(s: Snapshot, items: ItemRow[], now: number): TeaItemProductSummary[] {
  const out: TeaItemProductSummary[] = [];
  for (const item of items) {
    const p = representativeProduct(s, item, now);
    if (p) out.push(productSummary(s, p));
  }
  return out;
}

export function teaType(s: Snapshot, slug: string): TeaType | null {
  const t = s.typesBySlug.get(slug);
  if (!t) return null;
  return t.image_url ? { name: t.name, slug: t.slug, imageUrl: t.image_url } : named(t);
}

export function teasOfType(s: Snapshot, slug: string, now: number): TeaItemProductSummary[] | null {
  const t = s.typesBySlug.get(slug);
  if (!t) return null;
  return listing(
    s,
    s.items.filter((i) => i.tea_type_id === t.id),
    now,
  );
}

export function teaRegion(s: Snapshot, slug: string): TeaRegion | null {
  const r = s.regionsBySlug.get(slug);
  if (!r) return null;
  const out: TeaRegion = { name: r.name, slug: r.slug, description: r.description };
  if (r.image_url) out.imageUrl = r.image_url;
  return out;
}

export function teasOfRegion(s: Snapshot, slug: string, now: number): TeaItemProductSummary[] | null {
  const r = s.regionsBySlug.get(slug);
  if (!r) return null;
  return listing(
    s,
    s.items.filter((i) => i.tea_region_id === r.id),
    now,
  );
}

export function teaFlavour(s: Snapshot, slug: string): TeaFlavour | null {
  const f = s.flavoursBySlug.get(slug);
  if (!f) return null;
  const out: TeaFlavour = { name: f.name, slug: f.slug, description: f.description };
  if (f.image_url) out.imageUrl = f.image_url;
  return out;
}

export function teasOfFlavour(s: Snapshot, slug: string, now: number): TeaItemProductSummary[] | null {
  const f = s.flavoursBySlug.get(slug);
  if (!f) return null;
  const ids = new Set(s.itemIdsByFlavour.get(f.id) ?? []);
  return listing(
    s,
    s.items.filter((i) => ids.has(i.id)),
    now,
  );
}

export function mainMenu(s: Snapshot, now: number): MainMenu {
  const byGroup = (group: string) => s.types.filter((t) => t.menu_group === group).map(named);
  const waresType = s.typesBySlug.get('tea-wares');
  // Matcha and herbal entries link to the tea item page (/matcha-tea/{product slug}, /herbal-tea/{product slug}).
  const productsOfType = (typeSlug: string): NamedSlug[] => {
    const type = s.typesBySlug.get(typeSlug);
    const entries: NamedSlug[] = [];
    for (const item of s.items) {
      if (!type || item.tea_type_id !== type.id) continue;
      const p = representativeProduct(s, item, now);
      if (p) entries.push({ name: item.name, slug: p.slug });
    }
    return entries;
  };
  return {
    teaTypes: byGroup('tea'),
    tisaneTypes: productsOfType('herbal-tea'),
    matchaTypes: productsOfType('matcha'),
    teaFlavours: s.flavours.map(named),
    // Teaware entries are tea items: /tea-wares/{tea item slug} (GET /api/tea/{slug}).
    teaAccessories: waresType ? s.items.filter((i) => i.tea_type_id === waresType.id).map(named) : [],
  };
}

export function carousel(s: Snapshot): CarouselItem[] {
  const out: CarouselItem[] = [];
  for (const id of s.carouselProductIds) {
    const p = s.productsById.get(id);
    if (!p) continue;
    out.push({
      name: p.name,
      image: s.imagesByProduct.get(p.id)?.[0]?.url ?? PLACEHOLDER_IMAGE,
      slug: p.slug,
    });
  }
  return out;
}

export function featured(s: Snapshot): FeaturedTile[] {
  return s.tiles.map((t) => ({
    name: t.name,
    image: t.image,
    link: t.link,
    bgcolor: t.bgcolor,
    textcolor: t.textcolor,
  }));
}

export function faqs(s: Snapshot): Faq[] {
  return s.faqs.map((f) => ({ question: f.question, answer: f.answer, position: f.position }));
}
