/**
 * Teaware pictures: each item drawn as the thing it is, chosen from its slug and name (a chashaku is a long
 * bamboo scoop, a chasen a bamboo whisk, a glass pitcher is see-through). The material (red or purple clay,
 * celadon, porcelain, copper, washi, cast iron, glass) comes from the name too. Views differ: the whole piece,
 * a close-up, and the piece with a cup of tea, always the same object.
 */
import { emblem } from './packs';
import type { Drawing } from './potWares';
import { gaiwan, glassPitcher, kettle, kyusu, tetsubin, yixing } from './potWares';
import { caddy, chasen, chashaku, chawan, infuser, tastingCups, tray, whiskStand } from './smallWares';
import { n2, pick, rng, shade, shadow, svgDoc, tabletop } from './svg';
import { cup } from './vessels';
import type { Material, WareKind } from './wareKinds';

// The kind and material rules live in wareKinds.ts; re-exported for the callers that pick a picture.
export type { Material, WareKind } from './wareKinds';
export { wareKind, wareMaterial } from './wareKinds';

function drawWare(kind: WareKind, m: Material, seed: string, liquor: string): Drawing {
  const tall = rng(`shape:${seed}`)() < 0.5;
  switch (kind) {
    case 'kyusu':
      return kyusu(m, tall);
    case 'yixing':
    case 'teapot':
      return yixing(m, tall);
    case 'tetsubin':
      return tetsubin(m);
    case 'gaiwan':
      return gaiwan(m);
    case 'glass-pitcher':
      return glassPitcher(liquor);
    case 'tasting-cups':
      return tastingCups(m, liquor);
    case 'chawan':
      return chawan(m, seed);
    case 'chasen':
      return chasen(m);
    case 'chashaku':
      return chashaku(m);
    case 'whisk-stand':
      return whiskStand(m);
    case 'caddy':
      return caddy(m, seed);
    case 'tray':
      return tray(m);
    case 'kettle':
      return kettle(m);
    case 'infuser':
      return infuser(m);
  }
}

export interface WareArt {
  /** The product slug: seeds the backdrop and shape variants. */
  seed: string;
  kind: WareKind;
  material: Material;
  /** 1: the whole piece; 2: a close-up; 3: with a cup of tea; later views repeat the cycle. */
  view: number;
}

const WALLS = ['#ece6da', '#e3e8e2', '#efe4d6', '#dfe3e8', '#e9e1e6'] as const;
const TABLES = ['#c7a77e', '#8a6a4a', '#d9cbb5', '#6f5a48', '#b9a58a'] as const;

/** A teaware product picture (1200 x 1200), no text. */
export function tewarePicture(a: WareArt): string {
  const r = rng(`ware:${a.seed}`);
  const wall = pick(r, WALLS);
  const table = pick(r, TABLES);
  // Tea colours for what the glass and cups hold: oolong amber or green tea.
  const liquor = pick(r, ['#d9a53f', '#c9d66e', '#c0702a'] as const);
  const d = drawWare(a.kind, a.material, a.seed, liquor);
  const view = ((Math.max(1, a.view) - 1) % 3) + 1;
  let scene: string;
  if (view === 2) {
    const [x, y] = d.detail;
    const z = 1.6;
    scene = `<g transform="translate(${n2(600 - x * z)} ${n2(640 - y * z)}) scale(${z})">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>`;
  } else if (view === 3) {
    const accompany =
      a.kind === 'chasen' || a.kind === 'chashaku' || a.kind === 'whisk-stand' || a.kind === 'chawan';
    const side = cup({
      style: accompany ? 'chawan' : 'gongfu',
      cx: 930,
      top: accompany ? 800 : 860,
      scale: accompany ? 0.9 : 1.3,
      liquor: accompany ? '#7fab3c' : liquor,
      opaque: accompany,
      glaze: accompany ? '#3b3632' : '#f4f1ea',
      id: 'side',
    });
    scene = `<g transform="translate(60 140) scale(0.8)">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>${shadow(930, 970, 170, 24)}${side}`;
  } else {
    // The whole piece, as large as the frame allows (a long scoop less than a small cup set).
    const z = Math.min(1.45, 500 / d.halfWidth);
    scene = `<g transform="translate(${n2(600 - 600 * z)} ${n2(980 - 900 * z)}) scale(${n2(z)})">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>`;
  }
  // The shop's mark, small, on the wall: a brand cue that is not text.
  return svgDoc(
    1200,
    1200,
    `${tabletop(1200, 1200, wall, table, 700)}${emblem(1120, 80, 34, shade(wall, -0.25))}${scene}`,
  );
}
