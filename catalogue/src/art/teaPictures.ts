/**
 * The "leaf and cup" picture (one per tea item; type images and home tiles too): a cup of the tea's liquor and
 * its dry leaf beside it. Every choice the tea does not dictate (cup style, sides, table) is seeded from the
 * slug, so two teas of one type are two different photographs. The pack shot is productShot.ts.
 */
import { heap, scatter } from './leaves';
import type { TeaLook } from './palette';
import { between, n2, pick, rng, shade, shadow, svgDoc, tabletop } from './svg';
import { dishFor, GLAZES, TABLES } from './tableware';
import type { CupStyle } from './vessels';
import { CUP_HEIGHT, cup, dish } from './vessels';

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
    ? dish(leafX, leafY, 230 * unit, 66 * unit, dishFor(r, look.leaf, table)) +
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
