/**
 * The main picture of a tea product (1200 x 1200, no text): its pack, by form (pouch, tin, box or sleeve of tea
 * bags), standing at the back, and in front of it the tea itself, large enough to read at thumbnail size: a
 * dish or scoop of leaf, or a mound of powder, and a few whole pieces lying on the table. At 256 px across a
 * grid the leaf's shape and colour say the type (needles, pearls, twisted strips, flowers, powder) and the pack
 * says the form; the pack's colour is the type's, so a shelf of one type reads as one family.
 */
import type { ItemRow, ProductRow } from '@sencha/api/catalogue-tools';
import { piece } from './leafPieces';
import { heap, scatter } from './leaves';
import type { PackForm } from './packForm';
import { packForm } from './packForm';
import type { PouchCut } from './packs';
import { POUCH_CUTS, pouch, tin } from './packs';
import type { TeaLook } from './palette';
import { teaLook } from './palette';
import { between, contrast, n2, pick, rng, shade, shadow, svgDoc, tabletop } from './svg';
import { dishFor, TABLES } from './tableware';
import { pyramidBag, teabagBox, teabagSleeve } from './teabags';
import { dish } from './vessels';

export interface ProductShot {
  /** The product slug and view: seeds the composition. */
  seed: string;
  look: TeaLook;
  pack: PackForm;
  weightGrams: number;
}

/** Pack height by weight: a 1 kg bag is visibly bigger than a 50 g one. */
function packScale(weightGrams: number): number {
  if (weightGrams <= 0) return 1;
  return Math.max(0.8, Math.min(1.15, 0.68 + Math.log10(weightGrams) * 0.16));
}

/** Width and height of each pack at scale 1. */
const PACK_SIZE: Record<PackForm, [number, number]> = {
  pouch: [380, 580],
  tin: [330, 420],
  box: [420, 320],
  teabag: [470, 340],
};

function drawPack(
  form: PackForm,
  look: TeaLook,
  x: number,
  base: number,
  scale: number,
  seed: string,
): string {
  const [w, h] = PACK_SIZE[form].map((v) => v * scale) as [number, number];
  switch (form) {
    case 'tin':
      return tin(x, base, w, h, look.pack, look.packAccent, 'p');
    case 'box':
      return teabagBox(x - w * 0.12, base, w, h, look, 'p');
    case 'teabag':
      return teabagSleeve(x, base, w, h, look);
    case 'pouch': {
      const cut: PouchCut = pick(rng(`cut:${seed}`), POUCH_CUTS);
      const window = heap(look, `${seed}-window`, x, base - h * 0.32, w * 0.4, h * 0.2, 26);
      return pouch(cut, x, base, w, h, look, 'p', window);
    }
  }
}

/**
 * A wooden tea scoop lying on the table with a heap of leaf in its bowl; `flip` turns the handle to the left, so
 * that it points into the picture, not out of it.
 */
function woodenScoop(
  x: number,
  y: number,
  angle: number,
  flip: boolean,
  look: TeaLook,
  seed: string,
): string {
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${n2(angle)}) scale(${flip ? -1 : 1} 1)"><rect x="0" y="-16" width="330" height="32" rx="16" fill="#b0814e"/><ellipse cx="-70" cy="0" rx="150" ry="86" fill="#9b6b3a"/><ellipse cx="-70" cy="-7" rx="130" ry="70" fill="#c49462"/>${heap(
    look,
    `${seed}-scoop`,
    -70,
    -8,
    105,
    44,
    34,
  )}</g>`;
}

/** A bamboo chashaku lying on the table with a little powder at its tip (powders). */
function chashakuWithPowder(x: number, y: number, look: TeaLook, seed: string): string {
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(-8)"><path d="M-260 -6 L120 -10 C 150 -11 168 -22 176 -34 C 184 -18 178 6 150 10 L-260 8 Q -268 1 -260 -6 Z" fill="#d6bd84" stroke="#a58a55" stroke-width="3"/><rect x="-40" y="-10" width="10" height="19" rx="3" fill="#a58a55"/>${heap(
    look,
    `${seed}-tip`,
    150,
    -12,
    34,
    12,
    10,
  )}</g>`;
}

/** The tea in front of the pack: what says, at a glance, which tea this is. */
function drawLeaf(a: ProductShot, r: () => number, x: number, y: number, table: string): string {
  const { look } = a;
  if (look.shape === 'powder') {
    return (
      shadow(x, y + 40, 270, 44) +
      dish(x, y, 280, 82, dishFor(r, look.leaf, table)) +
      heap(look, a.seed, x, y, 215, 56, 30) +
      chashakuWithPowder(Math.max(340, x + between(r, -60, 20)), y + 165, look, a.seed)
    );
  }
  if (a.pack === 'box' || a.pack === 'teabag') {
    const s = between(r, 112, 126);
    return (
      heap(look, `${a.seed}-loose`, x + 150, y + 10, 140, 40, 36) +
      pyramidBag(x - 100, y - 10, s, between(r, -18, -6), look, `${a.seed}-1`, 'bag1') +
      pyramidBag(x + 70, y + 120, s * 0.92, between(r, 8, 24), look, `${a.seed}-2`, 'bag2')
    );
  }
  const arrangement = pick(r, ['dish', 'dish', 'scoop', 'heap'] as const);
  if (arrangement === 'scoop')
    return (
      shadow(x, y + 40, 240, 40) +
      woodenScoop(x + (x > 600 ? 20 : 60), y, between(r, -15, 15), x > 600, look, a.seed)
    );
  // A bare heap only where the table shows it off; pale leaf on a pale table goes on a dish.
  if (arrangement === 'heap' && contrast(look.leaf, table) >= 2.5)
    return heap(look, a.seed, x, y, 260, 74, 40);
  return (
    shadow(x, y + 40, 280, 44) +
    dish(x, y, 290, 84, dishFor(r, look.leaf, table)) +
    heap(look, a.seed, x, y, 225, 56, 38)
  );
}

/** A few whole pieces of leaf lying in front of the pack, large: the shape the type is known by. */
function heroPieces(look: TeaLook, seed: string, x: number, y: number): string {
  if (look.shape === 'powder') return '';
  // Broken leaf is small by nature: a little pile of it says more than a few lone crumbs.
  if (look.shape === 'broken') return heap(look, `${seed}-hero`, x, y, 120, 30, 34);
  const r = rng(`hero:${seed}`);
  const count = 3 + Math.floor(r() * 2);
  let out = '';
  for (let i = 0; i < count; i++) {
    const px = x + (i - (count - 1) / 2) * 120 + between(r, -20, 20);
    const py = y + between(r, -20, 20);
    out += piece(look.shape, px, py, between(r, 58, 70), between(r, -40, 40) + (i % 2) * 90, look, r);
  }
  return out;
}

export function productShot(a: ProductShot): string {
  const r = rng(`pack:${a.seed}`);
  const { look } = a;
  const wall = shade(look.pack, between(r, 0.8, 0.9));
  const table = pick(r, TABLES);
  const horizon = Math.round(between(r, 560, 620));
  const scale = packScale(a.weightGrams);
  const left = r() < 0.5;
  const packX = left ? between(r, 330, 380) : between(r, 820, 870);
  const base = horizon + between(r, 250, 290);
  const angle = a.pack === 'pouch' ? between(r, -4, 4) : between(r, -1.5, 1.5);
  const leafX = left ? between(r, 800, 850) : between(r, 350, 400);
  const leafY = base + between(r, 70, 100);
  const packW = PACK_SIZE[a.pack][0] * scale;

  const stray = scatter(
    look,
    `${a.seed}-table`,
    { x: 80, y: horizon + 60, w: 1040, h: 1140 - horizon - 60 },
    Math.round(between(r, 5, 10)),
    24,
  );
  const pack = `<g class="pack pack-${a.pack}" transform="rotate(${n2(angle)} ${n2(packX)} ${n2(base)})">${drawPack(
    a.pack,
    look,
    packX,
    base,
    scale,
    a.seed,
  )}</g>`;
  const leaf = `<g class="leaf leaf-${look.shape}">${drawLeaf(a, r, leafX, leafY, table)}${heroPieces(look, a.seed, packX, Math.min(1120, base + 190))}</g>`;
  const body = `${tabletop(1200, 1200, wall, table, horizon)}${stray}${shadow(packX, base + 4, packW * 0.62, 26)}${pack}${leaf}`;
  return svgDoc(1200, 1200, body);
}

/** The picture of one tea product (view n): its tea's look, its pack by form and weight, seeded by its slug. */
export function teaProductPicture(
  typeSlug: string,
  item: Pick<ItemRow, 'slug' | 'name' | 'form'>,
  product: Pick<ProductRow, 'slug' | 'name' | 'weight_grams'>,
  view: number,
): string {
  const look = teaLook(typeSlug, item.slug, item.name, item.form);
  const pack = packForm({
    form: item.form,
    text: `${product.slug} ${product.name} ${item.slug} ${item.name}`,
    weightGrams: product.weight_grams,
  });
  return productShot({ seed: `${product.slug}-${view}`, look, pack, weightGrams: product.weight_grams });
}
