/**
 * What a tea looks like, from its catalogue data: the leaf's shape and colour (form and oxidation), the liquor's
 * colour and the pack's colours. Keywords in the slug and name refine the type's defaults (a Silver Needle is
 * buds, a Tieguanyin is rolled, a Hojicha is roasted brown), so the pictures follow the tea, not only its type.
 */

/** The shapes dry leaf is drawn in. */
export type LeafShape =
  | 'needle' // sencha, gyokuro: thin dark-green needles
  | 'bud' // silver needle, golden tips: plump downy buds
  | 'ball' // rolled oolong, jasmine pearls, golden snail
  | 'twist' // long twisted strips: black tea, Wuyi and Dan Cong oolong
  | 'broken' // broken-leaf black tea (breakfast blends): small dark curled fragments
  | 'flat' // pressed flat blades: Dragon Well
  | 'open' // whole open leaves with buds: White Peony, Shou Mei
  | 'stem' // kukicha and hojicha twigs
  | 'powder' // matcha
  | 'herb-needle' // rooibos
  | 'herb-leaf' // peppermint, lemon myrtle
  | 'flower' // chamomile
  | 'chunks' // ginger, turmeric, cinnamon, pepper
  | 'petals'; // hibiscus and berries

export type Extra = 'rice' | 'tips' | 'down' | 'berries' | 'jasmine';

export interface TeaLook {
  shape: LeafShape;
  /** Dry leaf colour and a second tone (tips, highlights). */
  leaf: string;
  leaf2: string;
  liquor: string;
  /** Liquor you cannot see through (whisked matcha, milky chai). */
  opaque: boolean;
  /** The pack's colours: the type's, so a shelf of one type reads as one family. */
  pack: string;
  packAccent: string;
  extras: Extra[];
}

interface TypeDefaults {
  shape: LeafShape;
  leaf: string;
  leaf2: string;
  liquor: string;
  pack: string;
  packAccent: string;
}

export const TYPE_DEFAULTS: Record<string, TypeDefaults> = {
  'white-tea': {
    shape: 'open',
    leaf: '#a8ad8a',
    leaf2: '#e9e6d6',
    liquor: '#ecdca0',
    pack: '#d9cfb6',
    packAccent: '#8d8465',
  },
  'green-tea': {
    shape: 'needle',
    leaf: '#3f6a24',
    leaf2: '#6f9a3e',
    liquor: '#c9d66e',
    pack: '#6f9a3e',
    packAccent: '#2f4f1c',
  },
  oolong: {
    shape: 'ball',
    leaf: '#4d6a2c',
    leaf2: '#a27a36',
    liquor: '#d9a53f',
    pack: '#b5832f',
    packAccent: '#5e3f12',
  },
  'black-tea': {
    shape: 'twist',
    leaf: '#3a2418',
    leaf2: '#6b4127',
    liquor: '#8e3a17',
    pack: '#7a3b22',
    packAccent: '#2e140a',
  },
  'high-mountain-tea': {
    shape: 'ball',
    leaf: '#3f6a2e',
    leaf2: '#7f9a48',
    liquor: '#d8cf6a',
    pack: '#4f7a78',
    packAccent: '#1f3d3c',
  },
  'herbal-tea': {
    shape: 'herb-leaf',
    leaf: '#6f8a3a',
    leaf2: '#a6b86a',
    liquor: '#c98a3a',
    pack: '#c0663d',
    packAccent: '#6a2b14',
  },
  matcha: {
    shape: 'powder',
    leaf: '#6f9a2e',
    leaf2: '#9cc24e',
    liquor: '#7fab3c',
    pack: '#5d8c2e',
    packAccent: '#1f3a10',
  },
  'tea-wares': {
    shape: 'open',
    leaf: '#6f9a3e',
    leaf2: '#a6b86a',
    liquor: '#c9b27c',
    pack: '#7a6a58',
    packAccent: '#3a3026',
  },
};

const FALLBACK = TYPE_DEFAULTS['green-tea'] as TypeDefaults;

/** A keyword rule: when any word matches the slug or name, these override the type's defaults. */
interface Rule {
  words: string[];
  look: Partial<Omit<TeaLook, 'pack' | 'packAccent'>>;
}

// First match wins; more specific teas come before general words.
const RULES: Rule[] = [
  {
    words: ['jasmine-pearls', 'jasmine pearls'],
    look: { shape: 'ball', leaf: '#b9b48a', leaf2: '#efeadb', extras: ['jasmine'] },
  },
  {
    words: ['silver-needle', 'silver needle'],
    look: { shape: 'bud', leaf: '#c9cbb5', leaf2: '#f2f1e8', extras: ['down'] },
  },
  {
    words: ['moonlight'],
    look: { shape: 'open', leaf: '#3b3a33', leaf2: '#e8e4d4', liquor: '#e6c77a', extras: ['down'] },
  },
  {
    words: ['golden-tips', 'golden tips', 'hao-ya', 'hao ya'],
    look: { shape: 'bud', leaf: '#4a2a16', leaf2: '#d9a441', extras: ['tips'] },
  },
  {
    words: ['golden-snail', 'golden snail'],
    look: { shape: 'ball', leaf: '#5a331a', leaf2: '#d9a441', extras: ['tips'] },
  },
  {
    words: ['mao-feng', 'mao feng'],
    look: { shape: 'bud', leaf: '#6f8a3e', leaf2: '#c9d29a', liquor: '#dcdc8c', extras: ['down'] },
  },
  {
    words: ['dragon-well', 'longjing'],
    look: { shape: 'flat', leaf: '#8a9a4a', leaf2: '#b7bf6a', liquor: '#dcd680' },
  },
  {
    words: ['hojicha-powder'],
    look: { shape: 'powder', leaf: '#8a5a32', leaf2: '#a8723f', liquor: '#a0602c', opaque: true },
  },
  {
    words: ['matcha-genmaicha'],
    look: { shape: 'needle', leaf: '#4f7a2a', leaf2: '#8cbf3e', liquor: '#a9c24c', extras: ['rice'] },
  },
  { words: ['hojicha'], look: { shape: 'stem', leaf: '#7a4a26', leaf2: '#a8723f', liquor: '#a8652c' } },
  { words: ['kukicha'], look: { shape: 'stem', leaf: '#8fa04e', leaf2: '#c9c98a', liquor: '#d6d98a' } },
  {
    words: ['genmaicha'],
    look: { shape: 'needle', leaf: '#4f7a2a', leaf2: '#6f9a3e', liquor: '#d8cf7a', extras: ['rice'] },
  },
  {
    words: ['gyokuro', 'kabusecha'],
    look: { shape: 'needle', leaf: '#2f5a22', leaf2: '#4f7f2a', liquor: '#bcd25e' },
  },
  { words: ['fukamushi'], look: { shape: 'needle', leaf: '#3f6a24', leaf2: '#5f8a30', liquor: '#a9c43e' } },
  {
    words: ['da-hong-pao', 'shui-xian', 'shui xian', 'dan-cong', 'dan cong'],
    look: { shape: 'twist', leaf: '#4a3020', leaf2: '#7a5030', liquor: '#c0702a' },
  },
  {
    words: ['oriental-beauty', 'oriental beauty'],
    look: { shape: 'twist', leaf: '#6a4a2a', leaf2: '#d8c8a0', liquor: '#c77a2a', extras: ['tips'] },
  },
  {
    words: ['dong-ding', 'dong ding'],
    look: { shape: 'ball', leaf: '#4a5a26', leaf2: '#8a6a2e', liquor: '#d69a3a' },
  },
  {
    words: ['english-breakfast', 'breakfast'],
    look: { shape: 'broken', leaf: '#2e1c12', leaf2: '#5a3520', liquor: '#7a2e12' },
  },
  { words: ['lapsang'], look: { shape: 'twist', leaf: '#1f1712', leaf2: '#3a2a1e', liquor: '#7a3414' } },
  {
    words: ['darjeeling-first', 'first flush'],
    look: { shape: 'twist', leaf: '#6a6a3a', leaf2: '#9a8a4a', liquor: '#d9a048' },
  },
  {
    words: ['earl-grey', 'earl grey'],
    look: { shape: 'twist', leaf: '#2e1c12', leaf2: '#4f6ab0', liquor: '#8e3a17', extras: ['berries'] },
  },
  {
    words: ['rooibos'],
    look: { shape: 'herb-needle', leaf: '#a0401c', leaf2: '#c8602c', liquor: '#b5441e' },
  },
  {
    words: ['lemon-myrtle', 'lemon myrtle'],
    look: { shape: 'herb-leaf', leaf: '#5f7a2e', leaf2: '#8aa04a', liquor: '#e3d88a' },
  },
  {
    words: ['peppermint', 'mint'],
    look: { shape: 'herb-leaf', leaf: '#3f7a3a', leaf2: '#6aa04f', liquor: '#cdc45a' },
  },
  { words: ['chamomile'], look: { shape: 'flower', leaf: '#f4f0e0', leaf2: '#e8b828', liquor: '#ecd05a' } },
  {
    words: ['chai', 'ginger', 'turmeric'],
    look: { shape: 'chunks', leaf: '#c8902e', leaf2: '#7a4420', liquor: '#c49058', opaque: true },
  },
  {
    words: ['hibiscus'],
    look: { shape: 'petals', leaf: '#7a1028', leaf2: '#3a1a4a', liquor: '#a3123a', extras: ['berries'] },
  },
];

/** The look of a tea from its type slug, item slug, name and form ('loose-leaf', 'powder', 'teabag'). */
export function teaLook(typeSlug: string, slug: string, name: string, form: string): TeaLook {
  const base = TYPE_DEFAULTS[typeSlug] ?? FALLBACK;
  const text = `${slug} ${name}`.toLowerCase();
  const rule = RULES.find((r) => r.words.some((w) => text.includes(w)));
  const look: TeaLook = {
    shape: form === 'powder' ? 'powder' : base.shape,
    leaf: base.leaf,
    leaf2: base.leaf2,
    liquor: base.liquor,
    opaque: form === 'powder',
    pack: base.pack,
    packAccent: base.packAccent,
    extras: [],
    ...rule?.look,
  };
  // A powder is whisked: whatever the rule said about the leaf, the liquor is opaque.
  if (look.shape === 'powder') look.opaque = true;
  return look;
}

/** The colour a tea type's pictures are drawn in (banners, tiles): its pack colour. */
export function typeColour(typeSlug: string): string {
  return (TYPE_DEFAULTS[typeSlug] ?? FALLBACK).pack;
}
