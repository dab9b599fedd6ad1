/**
 * Every image the catalogue refers to, as a recipe: its key (the path under /images without the extension), what
 * kind of picture it is, and the SVG drawn from the catalogue data. The SVG text is the recipe's whole input:
 * generate.ts hashes it, so a changed tea (type, name, brew numbers) or changed drawing code regenerates
 * exactly the images that now draw differently.
 */
import type { Snapshot } from '@sencha/api/catalogue-tools';
import { PLACEHOLDER_IMAGE } from '@sencha/shared/placeholder-image';
import { imageUrls } from '../imageUrls';
import { banner, homeTile, typePicture } from './banners';
import { blogPicture } from './blogPictures';
import { brewingGraphic, flavourGraphic, infusionGraphic } from './infographics';
import { teaLook, typeColour } from './palette';
import { productShot, teaProductPicture } from './productShot';
import { leafAndCupScene } from './teaPictures';
import { tewarePicture, wareKind, wareMaterial } from './tewarePictures';

/** Product and blog pictures never carry text; infographics and headline banners may. */
export type RecipeKind =
  'product' | 'teaware' | 'leaf' | 'type' | 'tile' | 'placeholder' | 'blog' | 'infographic' | 'banner';

export interface Recipe {
  kind: RecipeKind;
  svg: () => string;
}

/** '/images/tea/x.png' -> 'tea/x' */
export function baseKey(url: string): string {
  return url.replace(/^\/images\//, '').replace(/\.(png|webp)$/, '');
}

export function buildRecipes(s: Snapshot): Map<string, Recipe> {
  const recipes = new Map<string, Recipe>();
  const add = (url: string, kind: RecipeKind, svg: () => string) => recipes.set(baseKey(url), { kind, svg });

  // The stand-in for a missing picture: a green tea pouch like any other, with no name on it.
  add(PLACEHOLDER_IMAGE, 'placeholder', () =>
    productShot({
      seed: 'placeholder',
      look: teaLook('green-tea', 'placeholder', '', 'loose-leaf'),
      pack: 'pouch',
      weightGrams: 100,
    }),
  );
  // The storefront's default share image (pages pad it to 1200x630 through /cdn-cgi/image/).
  add('/images/share-default.png', 'banner', () =>
    banner(1200, 630, 'share', 'Sencha Tea', 'True Teas for Masters', '#2f5d3a', 'leaves'),
  );

  for (const t of s.types) {
    const look = teaLook(t.slug, t.slug, t.name, t.slug === 'matcha' ? 'powder' : 'loose-leaf');
    add(t.image_url ?? imageUrls.type(t.slug), 'type', () => typePicture(t.slug, look));
  }
  for (const r of s.regions) {
    add(r.image_url ?? imageUrls.region(r.slug), 'banner', () =>
      banner(1200, 600, r.slug, r.name, r.country, r.slug.length % 2 ? '#4f7a78' : '#5f8a4f', 'mountains'),
    );
  }
  for (const f of s.flavours) {
    add(f.image_url ?? imageUrls.flavourBanner(f.slug), 'banner', () =>
      banner(1600, 400, f.slug, f.name, 'Teas with this flavour', f.colour, 'waves'),
    );
  }
  for (const tile of s.tiles) {
    const typeSlug = tile.link.replace(/^\/tea-type\//, '');
    const look = teaLook(typeSlug, typeSlug, tile.name, typeSlug === 'matcha' ? 'powder' : 'loose-leaf');
    add(tile.image, 'tile', () => homeTile(typeSlug, look, tile.bgcolor));
  }
  for (const post of s.blogPosts) {
    add(post.image_url, 'blog', () => blogPicture(post));
  }

  const flavoursById = new Map(s.flavours.map((f) => [f.id, f]));
  for (const item of s.items) {
    const typeSlug = s.typesById.get(item.tea_type_id)?.slug ?? 'green-tea';
    const look = teaLook(typeSlug, item.slug, item.name, item.form);
    for (const p of s.productsByItem.get(item.id) ?? []) {
      for (const image of s.imagesByProduct.get(p.id) ?? []) {
        const key = baseKey(image.url);
        const prefix = `tea/${p.slug}-`;
        if (recipes.has(key) || image.image_type !== 'product' || !key.startsWith(prefix)) continue;
        const view = Number(key.slice(prefix.length));
        // Other product images (the leaf picture) are the tea item's, added below.
        if (!Number.isInteger(view) || view < 1) continue;
        if (item.form === 'teaware') {
          const kind = wareKind(`${p.slug} ${p.name}`, `${item.slug} ${item.name}`);
          const material = wareMaterial(`${p.slug} ${p.name}`, kind);
          add(image.url, 'teaware', () => tewarePicture({ seed: p.slug, kind, material, view }));
        } else {
          add(image.url, 'product', () => teaProductPicture(typeSlug, item, p, view));
        }
      }
    }
    if (item.form === 'teaware' || item.brew_temp_c === null) continue;
    const brew = {
      tempC: item.brew_temp_c,
      grams: item.brew_grams ?? 3,
      ml: item.brew_water_ml ?? 250,
      seconds: item.brew_seconds ?? 120,
      infusions: item.brew_infusions ?? 1,
    };
    add(imageUrls.leaf(item.slug), 'leaf', () =>
      leafAndCupScene({ seed: item.slug, look, width: 1200, height: 1200 }),
    );
    const notes = (s.flavourIdsByItem.get(item.id) ?? [])
      .map((id) => flavoursById.get(id))
      .filter((f): f is NonNullable<typeof f> => f !== undefined)
      .map((f) => ({ name: f.name, colour: f.colour }));
    const profileMatch = /# Tab: Flavour Profile\n\n([^\n]+)/.exec(item.description);
    add(imageUrls.flavourGraphic(item.slug), 'infographic', () =>
      flavourGraphic(item.name, notes, profileMatch?.[1] ?? ''),
    );
    add(imageUrls.brewingGraphic(item.slug, 1), 'infographic', () =>
      brewingGraphic({ title: item.name, colour: typeColour(typeSlug), ...brew }),
    );
    add(imageUrls.brewingGraphic(item.slug, 2), 'infographic', () =>
      infusionGraphic(item.name, brew.seconds, brew.infusions, look.liquor),
    );
  }
  return recipes;
}
