/**
 * Which teaware a product is, and what it is made of, from its slug and name: a chashaku is a scoop, a chasen a
 * whisk; red or purple clay, celadon, porcelain, copper, washi, cast iron or glass.
 */

export type WareKind =
  | 'kyusu'
  | 'yixing'
  | 'tetsubin'
  | 'teapot'
  | 'gaiwan'
  | 'glass-pitcher'
  | 'tasting-cups'
  | 'chawan'
  | 'chasen'
  | 'chashaku'
  | 'whisk-stand'
  | 'caddy'
  | 'tray'
  | 'kettle'
  | 'infuser';

// First match wins: 'whisk stand' before 'whisk', 'glass pitcher' before 'glass'.
const KINDS: Array<[WareKind, string[]]> = [
  ['chashaku', ['chashaku', 'scoop']],
  ['whisk-stand', ['whisk stand', 'whisk-stand', 'kusenaoshi']],
  ['chasen', ['chasen', 'whisk']],
  ['chawan', ['chawan', 'matcha bowl']],
  ['gaiwan', ['gaiwan']],
  ['glass-pitcher', ['pitcher', 'cha hai', 'fairness']],
  ['tasting-cups', ['cups', 'cup']],
  ['tetsubin', ['tetsubin', 'cast iron']],
  ['kettle', ['kettle']],
  ['kyusu', ['kyusu', 'side handle', 'side-handle']],
  ['yixing', ['yixing', 'zisha']],
  ['tray', ['tray']],
  ['infuser', ['infuser', 'strainer']],
  ['caddy', ['tin', 'caddy', 'caddies']],
  ['teapot', ['teapot', 'pot']],
  ['chawan', ['bowl']],
];

/** The kind of teaware a product is, from its own slug and name first, then its tea item's. */
export function wareKind(productText: string, itemText: string): WareKind {
  for (const text of [productText.toLowerCase(), itemText.toLowerCase()]) {
    for (const [kind, words] of KINDS) if (words.some((w) => text.includes(w))) return kind;
  }
  return 'teapot';
}

export interface Material {
  colour: string;
  finish: 'clay' | 'glaze' | 'porcelain' | 'metal' | 'paper' | 'bamboo' | 'glass' | 'iron';
}

const MATERIALS: Array<[string[], Material]> = [
  [['red clay', 'tokoname'], { colour: '#a4532f', finish: 'clay' }],
  [['purple clay', 'banko'], { colour: '#5f3a3a', finish: 'clay' }],
  [['zisha', 'yixing'], { colour: '#7a4434', finish: 'clay' }],
  [['celadon'], { colour: '#9fc2ad', finish: 'glaze' }],
  [['black raku', 'raku'], { colour: '#2b2624', finish: 'glaze' }],
  [['ash glaze'], { colour: '#b3a98f', finish: 'glaze' }],
  [['glass'], { colour: '#e8f0f0', finish: 'glass' }],
  [['copper'], { colour: '#b8733a', finish: 'metal' }],
  [['washi', 'paper'], { colour: '#e6d6b4', finish: 'paper' }],
  [['cast iron', 'tetsubin', 'iron'], { colour: '#3b3b3d', finish: 'iron' }],
  [['bamboo', 'chasen', 'chashaku'], { colour: '#d6bd84', finish: 'bamboo' }],
  [['porcelain', 'ceramic', 'stand'], { colour: '#f1efe9', finish: 'porcelain' }],
  [['tin'], { colour: '#b9bec4', finish: 'metal' }],
];

export function wareMaterial(text: string, kind: WareKind): Material {
  const t = text.toLowerCase();
  const found = MATERIALS.find(([words]) => words.some((w) => t.includes(w)));
  if (found) return found[1];
  if (kind === 'chasen' || kind === 'chashaku' || kind === 'tray')
    return { colour: '#c9a66a', finish: 'bamboo' };
  if (kind === 'glass-pitcher') return { colour: '#e8f0f0', finish: 'glass' };
  if (kind === 'tetsubin') return { colour: '#3b3b3d', finish: 'iron' };
  return { colour: '#f1efe9', finish: 'porcelain' };
}
