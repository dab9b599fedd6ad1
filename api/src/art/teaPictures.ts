/**
 * Tea product pictures: the pack with its leaf (one per product) and the "leaf and cup" (one per tea item).
 * Every choice that is not dictated by the tea (pouch cut, angle, arrangement, cup style, table) is seeded from
 * the slug, so two teas of one type are two different photographs of two different teas.
 */
import { heap, scatter } from './leaves';
import type { PouchCut } from './packs';
import { POUCH_CUTS, pouch, teabag, teabagBox, tin } from './packs';
import type { TeaLook } from './palette';
import { between, n2, pick, rng, shade, shadow, svgDoc, tabletop } from './svg';
import type { CupStyle } from './vessels';
import { CUP_HEIGHT, cup, dish } from './vessels';

const TABLES = ['#d9c3a0', '#e8dfcf', '#c7a77e', '#efe9dd', '#b99a74', '#dcd3c3'] as const;
const GLAZES = ['#f4f1ea', '#e9e2d0', '#cfd8d0', '#3b3632', '#b9a58a', '#dfe6ea'] as const;
const DISHES = ['#f6f2ea', '#2f2b28', '#d9cbb0', '#9fb4a6'] as const;

/** Pouch height by pack weight: a 1 kg bag is visibly bigger than a 50 g one. */
function packScale(weightGrams: number): number {
  if (weightGrams <= 0) return 1;
  return Math.max(0.72, Math.min(1.25, 0.62 + Math.log10(weightGrams) * 0.2));
}

/** A wooden tea scoop lying on the table with a little leaf in its bowl. */
function woodenScoop(x: number, y: number, angle: number, look: TeaLook, seed: string): string {
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${n2(angle)})"><rect x="0" y="-10" width="230" height="20" rx="10" fill="#b0814e"/><ellipse cx="-40" cy="0" rx="70" ry="44" fill="#9b6b3a"/><ellipse cx="-40" cy="-4" rx="58" ry="34" fill="#c49462"/>${heap(
    look,
    `${seed}-scoop`,
    -40,
    -4,
    46,
    22,
    14,
  )}</g>`;
}

export interface ProductShot {
  /** The product slug: seeds the composition. */
  seed: string;
  look: TeaLook;
  weightGrams: number;
}

/** The main product picture (1200 x 1200): the pack on a table, the leaf beside it, no text. */
export function productShot(a: ProductShot): string {
  const r = rng(`pack:${a.seed}`);
  const { look } = a;
  const wall = shade(look.pack, between(r, 0.78, 0.9));
  const table = pick(r, TABLES);
  const horizon = Math.round(between(r, 760, 840));
  const scale = packScale(a.weightGrams);
  const left = r() < 0.5;
  const packX = left ? between(r, 400, 470) : between(r, 730, 800);
  const leafX = left ? between(r, 820, 900) : between(r, 300, 380);
  const base = horizon + between(r, 150, 210);
  const angle = between(r, -5, 5);
  const cut: PouchCut = pick(r, POUCH_CUTS);
  const arrangement = pick(r, ['dish', 'scoop', 'loose'] as const);
  const id = 'p';

  let container: string;
  const w = (look.container === 'tin' ? 300 : 380) * scale;
  const h = (look.container === 'tin' ? 420 : 560) * scale;
  if (look.container === 'tin') container = tin(packX, base, w, h, look.pack, look.packAccent, id);
  else if (look.container === 'box')
    container =
      teabagBox(packX, base, w, h * 0.62, look, id) +
      teabag(packX + (left ? 260 : -260) * scale, base - 80, 70, left ? 12 : -12, look);
  else {
    const window = heap(look, `${a.seed}-window`, packX, base - h * 0.32, w * 0.4, h * 0.2, 20);
    container = pouch(cut, packX, base, w, h, look, id, window);
  }

  let leaf: string;
  const leafY = base - between(r, 10, 60);
  if (look.shape === 'powder' || arrangement === 'dish') {
    const colour = pick(r, DISHES);
    leaf =
      shadow(leafX, leafY + 30, 170, 34) +
      dish(leafX, leafY, 190, 56, colour) +
      heap(look, a.seed, leafX, leafY, 140, 34, 26);
  } else if (arrangement === 'scoop') {
    leaf =
      woodenScoop(leafX - 40, leafY, between(r, -25, 25), look, a.seed) +
      scatter(look, `${a.seed}-s`, { x: leafX - 170, y: leafY + 40, w: 300, h: 90 }, 10, 22);
  } else {
    leaf = heap(look, a.seed, leafX, leafY, 170, 50, 26);
  }
  const loose = scatter(
    look,
    `${a.seed}-table`,
    { x: 80, y: horizon + 60, w: 1040, h: 1100 - horizon - 40 },
    Math.round(between(r, 8, 16)),
    22,
  );

  const body = `${tabletop(1200, 1200, wall, table, horizon)}${loose}${shadow(packX, base + 4, w * 0.62, 26)}<g transform="rotate(${n2(
    angle,
  )} ${n2(packX)} ${n2(base)})">${container}</g>${leaf}`;
  return svgDoc(1200, 1200, body);
}

/** The cup a tea is shown in: matcha in a chawan, the rest seeded from the slug. */
export function cupStyleFor(look: TeaLook, seed: string): CupStyle {
  if (look.shape === 'powder') return 'chawan';
  return pick(rng(`cup:${seed}`), ['yunomi', 'porcelain', 'glass', 'gongfu'] as const);
}

/** A chasen whisk lying on its side (matcha scenes). */
function whiskLying(x: number, y: number, s: number): string {
  const tines = Array.from({ length: 14 }, (_, i) => {
    const dy = (i - 6.5) * 5 * s;
    return `<path d="M0 ${n2(dy * 0.3)} C ${n2(60 * s)} ${n2(dy * 0.8)} ${n2(110 * s)} ${n2(dy * 1.4)} ${n2(150 * s)} ${n2(dy * 1.3)}" stroke="#d8c08a" stroke-width="${n2(
      3 * s,
    )}" fill="none"/>`;
  }).join('');
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(-8)"><rect x="${n2(-120 * s)}" y="${n2(-18 * s)}" width="${n2(125 * s)}" height="${n2(
    36 * s,
  )}" rx="${n2(10 * s)}" fill="#c9a86a"/><rect x="${n2(-40 * s)}" y="${n2(-20 * s)}" width="${n2(10 * s)}" height="${n2(40 * s)}" fill="#4a3a2a"/>${tines}</g>`;
}

export interface LeafScene {
  seed: string;
  look: TeaLook;
  width: number;
  height: number;
  /** Wall and table colours (tiles pass their own). */
  wall?: string;
  table?: string;
}

/** A cup of the tea's liquor with its dry leaf beside it: the "leaf and cup" picture, type images and tiles. */
export function leafAndCupScene(a: LeafScene): string {
  const r = rng(`leafcup:${a.seed}`);
  const { look, width, height } = a;
  // A little larger than 1:1 on the 1200 px square; wide tiles (2:1) scale by their height, with room to spare.
  const unit = Math.min(width, height * 1.35) / 1000;
  const horizon = height * between(r, 0.42, 0.5);
  const wall = a.wall ?? shade(look.liquor, between(r, 0.8, 0.9));
  const table = a.table ?? pick(r, TABLES);
  const style = cupStyleFor(look, a.seed);
  const cupLeft = r() < 0.5;
  const scale = (style === 'gongfu' ? 1.7 : style === 'chawan' ? 1.35 : 1.3) * unit;
  const cupX = width / 2 + (cupLeft ? -1 : 1) * width * 0.17;
  const cupBase = height * 0.78;
  const cupTop = cupBase - CUP_HEIGHT[style] * scale;
  const leafX = width / 2 + (cupLeft ? 1 : -1) * width * 0.22;
  const leafY = height * between(r, 0.72, 0.8);
  const glaze =
    style === 'glass'
      ? '#ffffff'
      : style === 'chawan'
        ? pick(r, ['#3b3632', '#b9a58a', '#6d5a48'] as const)
        : pick(r, GLAZES);
  const onDish = r() < 0.6 || look.shape === 'powder';
  const leafSize = 34 * unit;
  const leaves = onDish
    ? dish(leafX, leafY, 230 * unit, 66 * unit, pick(r, DISHES)) +
      heap(look, a.seed, leafX, leafY, 175 * unit, 42 * unit, leafSize)
    : heap(look, a.seed, leafX, leafY, 210 * unit, 60 * unit, leafSize);
  const stray = scatter(
    look,
    `${a.seed}-stray`,
    { x: width * 0.05, y: horizon + 40 * unit, w: width * 0.9, h: height - horizon - 60 * unit },
    9,
    leafSize * 0.9,
  );
  const extra =
    look.shape === 'powder'
      ? whiskLying(cupX + (cupLeft ? 1 : -1) * 40 * unit, height * 0.9, unit * 1.2)
      : '';
  const body = `${tabletop(width, height, wall, table, horizon)}${stray}${shadow(cupX, cupBase + 8 * unit, 200 * scale, 36 * scale)}${cup(
    {
      style,
      cx: cupX,
      top: cupTop,
      scale,
      liquor: look.liquor,
      opaque: look.opaque,
      glaze,
      id: 'cup',
    },
  )}${leaves}${extra}`;
  return svgDoc(Math.round(width), Math.round(height), body);
}
