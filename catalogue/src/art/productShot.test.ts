import sharp from 'sharp';
import { rasterise } from './generate';
import type { PackForm } from './packForm';
import { PACK_FORMS } from './packForm';
import { teaLook } from './palette';
import { productShot, teaProductPicture } from './productShot';

interface Tea {
  type: string;
  slug: string;
  name: string;
  form: string;
}

const TEAS: Record<string, Tea> = {
  sencha: { type: 'green-tea', slug: 'sencha-superior', name: 'Sencha Superior', form: 'loose-leaf' },
  matcha: { type: 'matcha', slug: 'ceremonial-matcha', name: 'Ceremonial Matcha Uji', form: 'powder' },
  oolong: { type: 'oolong', slug: 'tieguanyin', name: 'Tieguanyin (Iron Goddess)', form: 'loose-leaf' },
  black: {
    type: 'black-tea',
    slug: 'darjeeling-second-flush',
    name: 'Darjeeling Muscatel',
    form: 'loose-leaf',
  },
  breakfast: {
    type: 'black-tea',
    slug: 'english-breakfast',
    name: 'Sencha English Breakfast',
    form: 'loose-leaf',
  },
  white: { type: 'white-tea', slug: 'silver-needle', name: 'Silver Needle', form: 'loose-leaf' },
  herbal: {
    type: 'herbal-tea',
    slug: 'chamomile-flowers',
    name: 'Whole Chamomile Flowers',
    form: 'loose-leaf',
  },
  hibiscus: { type: 'herbal-tea', slug: 'hibiscus-berry', name: 'Hibiscus & Wild Berry', form: 'teabag' },
};

function picture(tea: Tea, weight = 100, view = 1): string {
  const product = { slug: `${tea.slug}-${weight}g`, name: `${tea.name} ${weight}g`, weight_grams: weight };
  return teaProductPicture(tea.type, tea, product, view);
}

/** The marker the picture carries for what it shows: the pack's form and the leaf's shape. */
function marker(svg: string, group: 'pack' | 'leaf'): string | undefined {
  return new RegExp(`<g class="${group} ${group}-([a-z-]+)"`).exec(svg)?.[1];
}

/** The drawing inside the leaf group (the last group of the picture). */
function leafDrawing(svg: string): string {
  return /<g class="leaf leaf-[a-z-]+">(.*)<\/g><\/svg>$/.exec(svg)?.[1] ?? '';
}

describe('tea product pictures', () => {
  it('are the same bytes every time for the same product, and differ between products and views', () => {
    const once = picture(TEAS.oolong as Tea);
    expect(picture(TEAS.oolong as Tea)).toBe(once);
    expect(picture(TEAS.oolong as Tea, 50)).not.toBe(once);
    expect(picture(TEAS.oolong as Tea, 100, 2)).not.toBe(once);
  });

  it('draw the leaf by type: needles, powder, rolled pearls, twisted strips, broken leaf, buds, flowers', () => {
    const shapes = Object.fromEntries(
      Object.entries(TEAS).map(([name, tea]) => [name, marker(picture(tea), 'leaf')]),
    );
    expect(shapes).toEqual({
      sencha: 'needle',
      matcha: 'powder',
      oolong: 'ball',
      black: 'twist',
      breakfast: 'broken',
      white: 'bud',
      herbal: 'flower',
      hibiscus: 'petals',
    });
    // Not only the label: the leaf drawn in front of the pack differs between the types.
    const drawings = Object.values(TEAS).map((tea) => leafDrawing(picture(tea)));
    for (const d of drawings) expect(d.length).toBeGreaterThan(500);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("colour the leaf by the tea: matcha's green powder, black tea's dark leaf", () => {
    const matcha = leafDrawing(picture(TEAS.matcha as Tea));
    const black = leafDrawing(picture(TEAS.breakfast as Tea));
    // The powder mound is filled with the matcha's own leaf colour; the black tea's drawing never uses it.
    const matchaLeaf = teaLook('matcha', 'ceremonial-matcha', '', 'powder').leaf;
    expect(matcha).toContain(`fill="${matchaLeaf}"`);
    expect(black).not.toContain(matchaLeaf);
  });

  it('draw the pack by form: pouch, tin, box of tea bags, sleeve of tea bags', () => {
    const look = teaLook('herbal-tea', 'hibiscus-berry', 'Hibiscus & Wild Berry', 'teabag');
    const svgs = Object.fromEntries(
      PACK_FORMS.map((pack) => [pack, productShot({ seed: 'same-seed', look, pack, weightGrams: 100 })]),
    ) as Record<PackForm, string>;
    for (const pack of PACK_FORMS) expect(marker(svgs[pack], 'pack')).toBe(pack);
    const packs = PACK_FORMS.map(
      (pack) => /<g class="pack [^>]*>(.*?)<\/g><g class="leaf/.exec(svgs[pack])?.[1],
    );
    expect(new Set(packs).size).toBe(PACK_FORMS.length);
    // Each pack's own drawing: a pouch's body gradient, a tin's, a box's; the sleeve is three sealed sachets.
    expect(svgs.pouch).toContain('id="p-p"');
    expect(svgs.tin).toContain('id="p-t"');
    expect(svgs.box).toContain('id="p-b"');
    expect(svgs.teabag.match(/fill="#f7f2e7"/g) ?? []).toHaveLength(3);
    // Tea bags are shown as bags, with the leaf inside them; loose tea is not.
    for (const pack of ['box', 'teabag'] as const) expect(svgs[pack]).toContain('<clipPath id="bag1">');
    for (const pack of ['pouch', 'tin'] as const) expect(svgs[pack]).not.toContain('bag1');
  });

  it('pick the pack from the product: matcha in a tin, a few tea bags in a sleeve, more in a box', () => {
    expect(marker(picture(TEAS.matcha as Tea, 30), 'pack')).toBe('tin');
    expect(marker(picture(TEAS.sencha as Tea), 'pack')).toBe('pouch');
    expect(marker(picture(TEAS.hibiscus as Tea, 40), 'pack')).toBe('teabag');
    expect(marker(picture(TEAS.hibiscus as Tea, 100), 'pack')).toBe('box');
  });

  it('carry no text, and rasterise to the 1200 px PNG the pages ask for', async () => {
    const svg = picture(TEAS.black as Tea);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="1200"/);
    const png = await rasterise(svg);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1200 });
  });
});
