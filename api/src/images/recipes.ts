import type { Snapshot } from '../catalog/snapshot';
import { imageUrls, PLACEHOLDER_IMAGE } from '../seed/images';
import * as art from './svg';

export interface Recipe {
  svg: () => string;
}

const LIQUOR: Record<string, string> = {
  'white-tea': '#e3cf8a',
  'green-tea': '#c4cf6c',
  oolong: '#d59a3c',
  'black-tea': '#9a3f1b',
  'high-mountain-tea': '#d4c262',
  'herbal-tea': '#b8432e',
  matcha: '#7fa650',
  'tea-wares': '#c9b27c',
};

const TYPE_COLOUR: Record<string, string> = {
  'white-tea': '#bfae86',
  'green-tea': '#6f9a3e',
  oolong: '#b5832f',
  'black-tea': '#7a3b22',
  'high-mountain-tea': '#4f7a78',
  'herbal-tea': '#c0663d',
  matcha: '#5d8c2e',
  'tea-wares': '#7a6a58',
};

/** '/images/tea/x.png' -> 'tea/x' */
export function baseKey(url: string): string {
  return url.replace(/^\/images\//, '').replace(/\.(png|webp)$/, '');
}

function weightLabel(grams: number): string {
  return grams >= 1000 && grams % 1000 === 0 ? `${grams / 1000} kg` : `${grams} g`;
}

/**
 * Every image the catalogue refers to, keyed by path without the extension ('tea/sencha-superior-100g-1').
 * Built from the snapshot, so artwork always follows the data: names, weights, brew parameters and colours.
 */
export function buildRecipes(s: Snapshot): Map<string, Recipe> {
  const recipes = new Map<string, Recipe>();
  const add = (url: string, svg: () => string) => recipes.set(baseKey(url), { svg });

  add(PLACEHOLDER_IMAGE, () =>
    art.productPack({
      seed: 'placeholder',
      title: 'Green Tea',
      subtitle: 'Sencha Tea',
      detail: '',
      colour: '#6f9a3e',
    }),
  );

  // The storefront's default share image (pages pad it to 1200x630 through /cdn-cgi/image/).
  add('/images/share-default.png', () =>
    art.banner(1200, 630, 'share', 'Sencha Tea', 'True Teas for Masters', '#2f5d3a', 'leaves'),
  );

  for (const t of s.types) {
    const colour = TYPE_COLOUR[t.slug] ?? '#6f9a3e';
    add(t.image_url ?? imageUrls.type(t.slug), () =>
      art.banner(600, 600, t.slug, t.name, '', colour, 'leaves'),
    );
  }
  for (const r of s.regions) {
    add(r.image_url ?? imageUrls.region(r.slug), () =>
      art.banner(
        1200,
        600,
        r.slug,
        r.name,
        r.country,
        r.slug.length % 2 ? '#4f7a78' : '#5f8a4f',
        'mountains',
      ),
    );
  }
  for (const f of s.flavours) {
    add(f.image_url ?? imageUrls.flavourBanner(f.slug), () =>
      art.banner(1600, 400, f.slug, f.name, 'Teas with this flavour', f.colour, 'waves'),
    );
  }
  for (const tile of s.tiles) {
    const typeSlug = tile.link.replace(/^\/tea-type\//, '');
    add(tile.image, () =>
      art.homeTile(
        tile.name,
        tile.bgcolor,
        tile.textcolor,
        LIQUOR[typeSlug] ?? '#6f9a3e',
        `tile-${typeSlug}`,
      ),
    );
  }
  for (const post of s.blogPosts) {
    add(post.image_url, () =>
      art.banner(1200, 630, post.slug, post.title, 'The Tea Journal', '#5f7a4f', 'leaves'),
    );
  }

  const flavoursById = new Map(s.flavours.map((f) => [f.id, f]));
  for (const item of s.items) {
    const type = s.typesById.get(item.tea_type_id);
    const typeSlug = type?.slug ?? 'green-tea';
    const colour = TYPE_COLOUR[typeSlug] ?? '#6f9a3e';
    const liquor = LIQUOR[typeSlug] ?? '#c4cf6c';
    const region = item.tea_region_id === null ? undefined : s.regionsById.get(item.tea_region_id);
    const products = s.productsByItem.get(item.id) ?? [];
    for (const p of products) {
      for (const image of s.imagesByProduct.get(p.id) ?? []) {
        const key = baseKey(image.url);
        if (recipes.has(key)) continue;
        if (image.image_type === 'product' && key.startsWith(`tea/${p.slug}-`)) {
          const view = Number(key.slice(`tea/${p.slug}-`.length)) || 1;
          if (item.form === 'teaware') {
            add(image.url, () =>
              art.teaware({
                seed: p.slug,
                title: p.name,
                subtitle: item.name,
                detail: `${item.name} · $${(p.price_cents / 100).toFixed(2)}`,
                colour,
                kind: item.slug,
                view,
              }),
            );
          } else {
            add(image.url, () =>
              art.productPack({
                seed: p.slug,
                title: item.name,
                subtitle: [type?.name, region?.name].filter(Boolean).join(' · '),
                detail: weightLabel(p.weight_grams),
                colour,
              }),
            );
          }
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
    add(imageUrls.leaf(item.slug), () => art.leafAndCup(item.slug, item.name, colour, liquor));
    const notes = (s.flavourIdsByItem.get(item.id) ?? [])
      .map((id) => flavoursById.get(id))
      .filter((f): f is NonNullable<typeof f> => f !== undefined)
      .map((f) => ({ name: f.name, colour: f.colour }));
    const profileMatch = /# Tab: Flavour Profile\n\n([^\n]+)/.exec(item.description);
    add(imageUrls.flavourGraphic(item.slug), () =>
      art.flavourGraphic(item.name, notes, profileMatch?.[1] ?? ''),
    );
    add(imageUrls.brewingGraphic(item.slug, 1), () =>
      art.brewingGraphic({ title: item.name, colour, ...brew }),
    );
    add(imageUrls.brewingGraphic(item.slug, 2), () =>
      art.infusionGraphic(item.name, brew.seconds, brew.infusions, liquor),
    );
  }
  return recipes;
}
