import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Recipe } from '@sencha/catalogue';
import { baseKey, buildRecipes, MANIFEST, wareKind, wareMaterial } from '@sencha/catalogue';
import type { Snapshot } from '../src/catalog/snapshot';
import { ImageService } from '../src/images/service';
import { PLACEHOLDER_IMAGE } from '@sencha/shared/placeholder-image';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';

/** Pictures of products, teas, types and tiles: the pages print names and prices, the pictures never do. */
const PICTURE_KINDS = new Set<Recipe['kind']>(['product', 'teaware', 'leaf', 'type', 'tile', 'placeholder']);

function readManifest(dir: string): Record<string, string> {
  return (JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as { images: Record<string, string> })
    .images;
}

/** Every image URL the catalogue hands to the storefront. */
function referencedUrls(s: Snapshot): string[] {
  return [
    PLACEHOLDER_IMAGE,
    ...s.types.map((t) => t.image_url ?? ''),
    ...s.regions.map((r) => r.image_url ?? ''),
    ...s.flavours.map((f) => f.image_url ?? ''),
    ...s.tiles.map((t) => t.image),
    ...s.blogPosts.map((p) => p.image_url),
    ...[...s.imagesByProduct.values()].flat().map((i) => i.url),
  ].filter((url) => url !== '');
}

describe('catalogue art', () => {
  let api: TestApi;
  let snapshot: Snapshot;
  let recipes: Map<string, Recipe>;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    snapshot = await api.catalog.snapshot();
    recipes = buildRecipes(snapshot);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  describe('the image route only reads files', () => {
    const url = '/images/tea/sencha-superior-100g-1.png';
    const file = () => path.join(api.images.originals, 'tea', 'sencha-superior-100g-1.png');

    it('answers 404 for an original that was not generated, and does not draw it', async () => {
      for (const asked of [
        url,
        '/images/tea/sencha-superior-100g-1.webp',
        `/cdn-cgi/image/width=300,format=webp${url}`,
      ]) {
        const res = await api.app.inject({ method: 'GET', url: asked });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Image not found.' });
      }
      expect(fs.existsSync(file())).toBe(false);
    });

    it('serves the file once the generator has written it', async () => {
      const result = await api.art.generate({ only: (key) => key === 'tea/sencha-superior-100g-1' });
      expect(result).toMatchObject({ total: 1, made: 1, failed: [] });
      expect(fs.existsSync(file())).toBe(true);
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 1200,
      });
      const webp = await api.app.inject({ method: 'GET', url: url.replace('.png', '.webp') });
      expect(webp.headers['content-type']).toBe('image/webp');
    });

    it('waits for an image the generator is drawing rather than answering 404', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-art-wait-'));
      try {
        let finish = () => undefined as void;
        const drawing = new Promise<void>((resolve) => {
          finish = resolve;
        });
        const images = new ImageService(dir, undefined, {
          waitFor: (key) => (key === 'tea/slow-1' ? drawing : undefined),
        });
        const answer = images.original('tea/slow-1.png');
        await expect(images.original('tea/other-1.png')).rejects.toThrow('Image not found.');
        const target = path.join(dir, 'originals', 'tea', 'slow-1.png');
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(
          target,
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        );
        finish();
        await expect(answer).resolves.toMatchObject({ file: target, contentType: 'image/png' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('generation', () => {
    it('writes every image the catalogue refers to, then nothing on a second run', async () => {
      const first = await api.art.generate();
      expect(first.failed).toEqual([]);
      expect(first.total).toBe(recipes.size);
      for (const url of referencedUrls(snapshot)) {
        expect(fs.existsSync(path.join(api.images.originals, `${baseKey(url)}.png`))).toBe(true);
      }
      expect(Object.keys(readManifest(api.images.originals)).sort()).toEqual([...recipes.keys()].sort());
      const second = await api.art.generate();
      expect(second).toMatchObject({ total: recipes.size, made: 0, failed: [] });
      // Draws the whole catalogue's art: CPU bound, so a shared 2-core machine can need minutes.
    }, 300_000);

    it('draws a deleted file again, and only that one', async () => {
      const file = path.join(api.images.originals, 'types', 'oolong.png');
      fs.rmSync(file);
      expect(await api.art.generate()).toMatchObject({ made: 1 });
      expect(fs.existsSync(file)).toBe(true);
    });

    it("regenerates exactly the images whose inputs changed when a tea's type changes", async () => {
      const before = readManifest(api.images.originals);
      const unrelated = path.join(api.images.originals, 'tea', 'gyokuro-uji-leaf.png');
      const unrelatedMtime = fs.statSync(unrelated).mtimeMs;
      await api.db.query(
        `UPDATE tea_item SET tea_type_id = (SELECT id FROM tea_type WHERE slug = 'black-tea') WHERE slug = 'sencha-superior'`,
      );
      api.catalog.invalidate();
      const result = await api.art.generate();
      const after = readManifest(api.images.originals);
      const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
      expect(result.made).toBe(changed.length);
      // A tea with no leaf of its own (no keyword in palette.ts) takes its type's look: pack, leaf picture and
      // brewing graphics change; the flavour graphic does not.
      expect(changed).toEqual(
        expect.arrayContaining([
          'tea/sencha-superior-leaf',
          'tea/sencha-superior-brewing-1',
          'tea/sencha-superior-brewing-2',
        ]),
      );
      expect(changed.some((key) => /^tea\/sencha-superior-\d+g-1$/.test(key))).toBe(true);
      expect(changed).not.toContain('tea/sencha-superior-flavour');
      for (const key of changed) expect(key.startsWith('tea/sencha-superior-')).toBe(true);
      expect(fs.statSync(unrelated).mtimeMs).toBe(unrelatedMtime);
    });
  });

  describe('generation while serving', () => {
    it('skips a catalogue change no picture shows (stock), and draws one that does', async () => {
      await api.art.generate();
      await api.db.query(`UPDATE tea_item_product SET stock = stock + 1 WHERE slug = 'sencha-superior-100g'`);
      api.catalog.invalidate();
      expect(await api.art.generate({ ifArtInputsChanged: true })).toMatchObject({ total: 0, made: 0 });
      await api.db.query(`UPDATE tea_item SET brew_temp_c = 71 WHERE slug = 'gyokuro-uji'`);
      api.catalog.invalidate();
      const drawn = await api.art.generate({ ifArtInputsChanged: true });
      expect(drawn.total).toBe(recipes.size);
      expect(drawn.made).toBeGreaterThan(0);
    });

    it('joins a burst of whole-catalogue requests into one queued run', async () => {
      const running = api.art.generate();
      const burst = [api.art.generate(), api.art.generate(), api.art.generate()];
      expect(burst[1]).toBe(burst[0]);
      expect(burst[2]).toBe(burst[0]);
      await Promise.all([running, ...burst]);
      // Once started, the queued run no longer takes newcomers: a later change gets a run of its own.
      const later = api.art.generate();
      expect(later).not.toBe(burst[0]);
      await later;
    });
  });

  describe('pictures', () => {
    it('paint no text, name or price into product, teaware, leaf, type and tile pictures', () => {
      const names = [
        ...snapshot.items.map((i) => i.name),
        ...[...snapshot.productsByItem.values()].flat().map((p) => p.name),
        ...snapshot.types.map((t) => t.name),
        ...snapshot.tiles.map((t) => t.name),
      ].map((n) => n.toLowerCase());
      const prices = [...snapshot.productsByItem.values()]
        .flat()
        .map((p) => (p.price_cents / 100).toFixed(2));
      let checked = 0;
      for (const [key, recipe] of recipes) {
        const svg = recipe.svg();
        if (!PICTURE_KINDS.has(recipe.kind)) {
          // Infographics carry their numbers and flavour names, never a price.
          if (recipe.kind === 'infographic') expect(svg).toContain('<text');
          expect(svg).not.toMatch(/\$\s?\d/);
          continue;
        }
        checked += 1;
        expect({ key, text: svg.includes('<text') }).toEqual({ key, text: false });
        const lower = svg.toLowerCase();
        expect({ key, names: names.filter((n) => lower.includes(n)) }).toEqual({ key, names: [] });
        expect({ key, prices: prices.filter((p) => svg.includes(`$${p}`)) }).toEqual({ key, prices: [] });
      }
      // Every product picture was looked at: 107 products, 47 leaf pictures, 8 types, 7 tiles and more.
      expect(checked).toBeGreaterThan(150);
    });

    it('draws two teas of one type as two different pictures', () => {
      for (const type of snapshot.types) {
        const items = snapshot.items.filter((i) => i.tea_type_id === type.id && i.form !== 'teaware');
        if (items.length < 2) continue;
        const leaf = items
          .map((i) => recipes.get(`tea/${i.slug}-leaf`)?.svg())
          .filter((s) => s !== undefined);
        expect(new Set(leaf).size).toBe(leaf.length);
        const packs = items
          .flatMap((i) => snapshot.productsByItem.get(i.id) ?? [])
          .map((p) => recipes.get(`tea/${p.slug}-1`)?.svg() ?? '');
        expect(packs.length).toBeGreaterThan(1);
        expect(new Set(packs).size).toBe(packs.length);
      }
    });

    it('draws a real cup with liquor in the leaf picture, in the tea colour', () => {
      const green = recipes.get('tea/sencha-superior-leaf')?.svg() ?? '';
      const black = recipes.get('tea/english-breakfast-leaf')?.svg() ?? '';
      // A cup whose liquor surface is drawn with the tea's colour (not a flat disc on the page).
      for (const svg of [green, black]) expect(svg).toMatch(/id="cup-liq"/);
      expect(green).toContain('#c9d66e');
      expect(black).toContain('#7a2e12');
      expect(green).not.toContain('#7a2e12');
    });

    it('maps every teaware product to the thing it is', () => {
      const wares = snapshot.items.filter((i) => i.form === 'teaware');
      const kinds = Object.fromEntries(
        wares.flatMap((item) =>
          (snapshot.productsByItem.get(item.id) ?? []).map((p) => [
            p.slug,
            wareKind(`${p.slug} ${p.name}`, `${item.slug} ${item.name}`),
          ]),
        ),
      );
      expect(kinds).toEqual({
        'kyusu-teapots-tokoname-red-clay-kyusu-280-ml': 'kyusu',
        'kyusu-teapots-banko-purple-clay-kyusu-350-ml': 'kyusu',
        'kyusu-teapots-glazed-celadon-kyusu-300-ml': 'kyusu',
        'matcha-tools-chasen-whisk-100-tines': 'chasen',
        'matcha-tools-chashaku-bamboo-scoop': 'chashaku',
        'matcha-tools-ceramic-whisk-stand': 'whisk-stand',
        'matcha-bowls-mino-ash-glaze-chawan': 'chawan',
        'matcha-bowls-kyoto-black-raku-chawan': 'chawan',
        'gongfu-brewing-porcelain-gaiwan-120-ml': 'gaiwan',
        'gongfu-brewing-glass-fairness-pitcher-250-ml': 'glass-pitcher',
        'gongfu-brewing-yixing-zisha-teapot-150-ml': 'yixing',
        'gongfu-brewing-tasting-cups-set-of-4': 'tasting-cups',
        'tea-caddies-double-lid-tin-100-g': 'caddy',
        'tea-caddies-kyoto-copper-caddy-200-g': 'caddy',
        'tea-caddies-washi-paper-tin-100-g': 'caddy',
      });
      // Same kind, different material: the three kyusu, the two chawan, the three caddies differ in colour.
      const looks = Object.entries(kinds).map(([slug, kind]) => `${kind}/${wareMaterial(slug, kind).colour}`);
      expect(new Set(looks).size).toBe(looks.length);
      expect(wareMaterial('gongfu-brewing-glass-fairness-pitcher-250-ml', 'glass-pitcher').finish).toBe(
        'glass',
      );
      expect(wareKind('tetsubin cast iron kettle', '')).toBe('tetsubin');
    });

    it('draws each teaware as itself: distinct teapots, a see-through pitcher, views of one object', () => {
      const svg = (slug: string, view: number) => recipes.get(`tea/${slug}-${view}`)?.svg() ?? '';
      const pots = [
        'kyusu-teapots-tokoname-red-clay-kyusu-280-ml',
        'kyusu-teapots-banko-purple-clay-kyusu-350-ml',
        'kyusu-teapots-glazed-celadon-kyusu-300-ml',
        'gongfu-brewing-yixing-zisha-teapot-150-ml',
      ].map((slug) => svg(slug, 1));
      expect(new Set(pots).size).toBe(pots.length);
      // The glass pitcher is drawn with transparency; the opaque clay pot is not.
      expect(svg('gongfu-brewing-glass-fairness-pitcher-250-ml', 1)).toMatch(/fill-opacity="0\.\d+"/);
      expect(svg('gongfu-brewing-yixing-zisha-teapot-150-ml', 1)).not.toMatch(/fill-opacity/);
      expect(svg('matcha-tools-chashaku-bamboo-scoop', 1)).not.toBe(
        svg('matcha-tools-chasen-whisk-100-tines', 1),
      );
      for (const p of snapshot.items
        .filter((i) => i.form === 'teaware')
        .flatMap((i) => snapshot.productsByItem.get(i.id) ?? [])) {
        expect(svg(p.slug, 1)).not.toBe('');
        expect(svg(p.slug, 2)).not.toBe('');
        expect(svg(p.slug, 2)).not.toBe(svg(p.slug, 1));
      }
    });
  });
});
