import type { Database, Queryable } from '@sencha/api/database';
import { blogPosts, carouselProductSlugs, faqs, featuredTiles } from './content';
import { imageUrls } from '../imageUrls';
import { teaItemMarkdown } from './markdown';
import { teaFlavours, teaRegions, teaTypes } from './reference';
import type { SeedProduct, SeedTeaItem } from './teas';
import { teaItems } from './teas';

/** Products already on sale carry this date; 'Coming Soon' ones a date in the future. */
const ON_SALE_SINCE = '2024-03-01T00:00:00.000Z';
export const BLOG_BASE_URL = 'https://blog.senchatea.com.au/posts';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productSlug(item: SeedTeaItem, product: SeedProduct): string {
  return product.variant ? `${item.slug}-${slugify(product.variant)}` : `${item.slug}-${product.weight}g`;
}

export function formatWeight(grams: number): string {
  return grams >= 1000 && grams % 1000 === 0 ? `${grams / 1000}kg` : `${grams}g`;
}

export function productName(item: SeedTeaItem, product: SeedProduct): string {
  return product.variant ?? `${item.name} ${formatWeight(product.weight)}`;
}

export interface SeedSummary {
  teaTypes: number;
  teaRegions: number;
  teaFlavours: number;
  teaItems: number;
  products: number;
  images: number;
  faqs: number;
  blogPosts: number;
}

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`seed: no id returned for ${sql.slice(0, 40)}`);
  return row.id;
}

/**
 * Writes the seed catalogue. Idempotent: rows are matched by slug (or question) and updated in place, so running
 * it again never duplicates anything; it resets seeded rows (including stock) to the seed values.
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<SeedSummary> {
  const flavourNames = new Map(teaFlavours.map((f) => [f.slug, f.name]));
  const regionsBySlug = new Map(teaRegions.map((r) => [r.slug, r]));
  let productCount = 0;
  let imageCount = 0;

  await db.transaction(async (tx) => {
    const typeIds = new Map<string, number>();
    for (const [position, t] of teaTypes.entries()) {
      typeIds.set(
        t.slug,
        await idOf(
          tx,
          `INSERT INTO tea_type (slug, name, description, image_url, menu_group, position)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
             image_url = EXCLUDED.image_url, menu_group = EXCLUDED.menu_group, position = EXCLUDED.position
           RETURNING id`,
          [t.slug, t.name, t.description, imageUrls.type(t.slug), t.menuGroup, position],
        ),
      );
    }
    const regionIds = new Map<string, number>();
    for (const r of teaRegions) {
      regionIds.set(
        r.slug,
        await idOf(
          tx,
          `INSERT INTO tea_region (slug, name, country, description, image_url) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, country = EXCLUDED.country,
             description = EXCLUDED.description, image_url = EXCLUDED.image_url
           RETURNING id`,
          [r.slug, r.name, r.country, r.description, imageUrls.region(r.slug)],
        ),
      );
    }
    const flavourIds = new Map<string, number>();
    for (const [position, f] of teaFlavours.entries()) {
      flavourIds.set(
        f.slug,
        await idOf(
          tx,
          `INSERT INTO tea_flavour (slug, name, description, image_url, colour, position)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
             image_url = EXCLUDED.image_url, colour = EXCLUDED.colour, position = EXCLUDED.position
           RETURNING id`,
          [f.slug, f.name, f.description, imageUrls.flavourBanner(f.slug), f.colour, position],
        ),
      );
    }

    const productIds = new Map<string, number>();
    for (const [position, item] of teaItems.entries()) {
      const typeId = typeIds.get(item.type);
      if (typeId === undefined) throw new Error(`seed: unknown tea type ${item.type} for ${item.slug}`);
      const regionId = item.region === null ? null : regionIds.get(item.region);
      if (regionId === undefined)
        throw new Error(`seed: unknown region ${String(item.region)} for ${item.slug}`);
      const region = item.region === null ? undefined : regionsBySlug.get(item.region);
      const itemId = await idOf(
        tx,
        `INSERT INTO tea_item (slug, name, form, description, tea_type_id, tea_region_id, brew_temp_c, brew_grams,
           brew_water_ml, brew_seconds, brew_infusions, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, form = EXCLUDED.form,
           description = EXCLUDED.description, tea_type_id = EXCLUDED.tea_type_id,
           tea_region_id = EXCLUDED.tea_region_id, brew_temp_c = EXCLUDED.brew_temp_c,
           brew_grams = EXCLUDED.brew_grams, brew_water_ml = EXCLUDED.brew_water_ml,
           brew_seconds = EXCLUDED.brew_seconds, brew_infusions = EXCLUDED.brew_infusions,
           position = EXCLUDED.position
         RETURNING id`,
        [
          item.slug,
          item.name,
          item.form,
          teaItemMarkdown(item, region, flavourNames),
          typeId,
          regionId,
          item.brew?.tempC ?? null,
          item.brew?.grams ?? null,
          item.brew?.ml ?? null,
          item.brew?.seconds ?? null,
          item.brew?.infusions ?? null,
          position,
        ],
      );
      await tx.query('DELETE FROM tea_item_flavour WHERE tea_item_id = $1', [itemId]);
      for (const [fPos, fSlug] of item.flavours.entries()) {
        const flavourId = flavourIds.get(fSlug);
        if (flavourId === undefined) throw new Error(`seed: unknown flavour ${fSlug} for ${item.slug}`);
        await tx.query(
          'INSERT INTO tea_item_flavour (tea_item_id, tea_flavour_id, position) VALUES ($1, $2, $3)',
          [itemId, flavourId, fPos],
        );
      }

      for (const [pPos, product] of item.products.entries()) {
        const slug = productSlug(item, product);
        const onSaleFrom =
          product.comingSoonDays === undefined
            ? ON_SALE_SINCE
            : new Date(now.getTime() + product.comingSoonDays * 86_400_000).toISOString();
        const productId = await idOf(
          tx,
          `INSERT INTO tea_item_product (slug, tea_item_id, name, description, price_cents, weight_grams, stock,
             on_sale_from, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (slug) DO UPDATE SET tea_item_id = EXCLUDED.tea_item_id, name = EXCLUDED.name,
             description = EXCLUDED.description, price_cents = EXCLUDED.price_cents,
             weight_grams = EXCLUDED.weight_grams, stock = EXCLUDED.stock, on_sale_from = EXCLUDED.on_sale_from,
             position = EXCLUDED.position
           RETURNING id`,
          [
            slug,
            itemId,
            productName(item, product),
            teaItemMarkdown(item, region, flavourNames, product),
            Math.round(product.price * 100),
            product.weight,
            product.stock,
            onSaleFrom,
            pPos,
          ],
        );
        productIds.set(slug, productId);
        productCount += 1;

        await tx.query('DELETE FROM tea_item_product_image WHERE tea_item_product_id = $1', [productId]);
        const name = productName(item, product);
        const images: [string, string, string, string][] = [
          [imageUrls.productShot(slug, 1), name, `${name}: the pack as it ships from Sydney.`, 'product'],
        ];
        if (item.brew) {
          images.push(
            [
              imageUrls.leaf(item.slug),
              `${item.name} leaf and cup`,
              `The dry leaf and liquor of ${item.name}.`,
              'product',
            ],
            [
              imageUrls.flavourGraphic(item.slug),
              `${item.name} flavour profile`,
              `Tasting notes: ${item.profile}`,
              'flavour-graphic',
            ],
            [
              imageUrls.brewingGraphic(item.slug, 1),
              `How to brew ${item.name}`,
              `${item.brew.tempC}°C water, ${item.brew.grams} g of leaf per ${item.brew.ml} ml, steep ${item.brew.seconds} seconds.`,
              'brewing-graphic',
            ],
            [
              imageUrls.brewingGraphic(item.slug, 2),
              `${item.name} infusions`,
              `${item.brew.infusions} infusion${item.brew.infusions === 1 ? '' : 's'} from the same leaf.`,
              'brewing-graphic',
            ],
          );
        } else {
          images.push([
            imageUrls.productShot(slug, 2),
            `${name}, detail`,
            `A closer look at the ${name}.`,
            'product',
          ]);
        }
        for (const [iPos, [url, iName, description, imageType]] of images.entries()) {
          await tx.query(
            `INSERT INTO tea_item_product_image (tea_item_product_id, url, position, name, description, image_type)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [productId, url, iPos + 1, iName, description, imageType],
          );
          imageCount += 1;
        }
      }
    }

    for (const [position, faq] of faqs.entries()) {
      await tx.query(
        `INSERT INTO faq (question, answer, position) VALUES ($1, $2, $3)
         ON CONFLICT (question) DO UPDATE SET answer = EXCLUDED.answer, position = EXCLUDED.position`,
        [faq.question, faq.answer, position + 1],
      );
    }
    for (const post of blogPosts) {
      await tx.query(
        `INSERT INTO blog_post (slug, title, link, pub_date, description, image_url) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, link = EXCLUDED.link, pub_date = EXCLUDED.pub_date,
           description = EXCLUDED.description, image_url = EXCLUDED.image_url`,
        [
          post.slug,
          post.title,
          `${BLOG_BASE_URL}/${post.slug}`,
          post.pubDate,
          post.description,
          imageUrls.blog(post.slug),
        ],
      );
    }
    await tx.query('DELETE FROM home_carousel_item');
    for (const [position, slug] of carouselProductSlugs.entries()) {
      const productId = productIds.get(slug);
      if (productId === undefined) throw new Error(`seed: carousel product ${slug} does not exist`);
      await tx.query('INSERT INTO home_carousel_item (position, tea_item_product_id) VALUES ($1, $2)', [
        position + 1,
        productId,
      ]);
    }
    await tx.query('DELETE FROM featured_tile');
    for (const [position, tile] of featuredTiles.entries()) {
      await tx.query(
        'INSERT INTO featured_tile (position, name, image, link, bgcolor, textcolor) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          position + 1,
          tile.name,
          imageUrls.homeTile(tile.typeSlug),
          `/tea-type/${tile.typeSlug}`,
          tile.bgcolor,
          tile.textcolor,
        ],
      );
    }
  });

  return {
    teaTypes: teaTypes.length,
    teaRegions: teaRegions.length,
    teaFlavours: teaFlavours.length,
    teaItems: teaItems.length,
    products: productCount,
    images: imageCount,
    faqs: faqs.length,
    blogPosts: blogPosts.length,
  };
}

/** Seeds only when the catalogue is empty (first start). Returns null when nothing was done. */
export async function seedIfEmpty(db: Database): Promise<SeedSummary | null> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tea_item');
  if ((rows[0]?.n ?? 0) > 0) return null;
  return seedDatabase(db);
}
