/** Seed data: tea wares. */
import type { SeedTeaItem } from './model';
import { ware } from './model';

export const teaWareItems: SeedTeaItem[] = [
  {
    slug: 'kyusu-teapots',
    name: 'Kyusu Teapots',
    type: 'tea-wares',
    region: null,
    form: 'teaware',
    flavours: [],
    brew: null,
    harvest: 'Tokoname and Banko kilns, Japan',
    brief: 'Side-handled Japanese teapots with fine built-in filters, made for sencha and gyokuro.',
    story:
      'A kyusu pours to the last drop, so the leaf never stews. Ours are thrown in Tokoname and Yokkaichi from local clay, which softens the tea a little with every use.',
    profile: 'Unglazed clay rounds out astringency; glazed pots keep every note exactly as it is.',
    products: [
      ware('Tokoname Red Clay Kyusu, 280 ml', 420, 95, 6),
      ware('Banko Purple Clay Kyusu, 350 ml', 480, 120, 3),
      ware('Glazed Celadon Kyusu, 300 ml', 450, 78, 0),
    ],
  },
  {
    slug: 'matcha-tools',
    name: 'Matcha Tools',
    type: 'tea-wares',
    region: null,
    form: 'teaware',
    flavours: [],
    brew: null,
    harvest: 'Bamboo from Takayama, Nara',
    brief: 'Chasen whisks and chashaku scoops, hand-cut from a single piece of bamboo in Takayama.',
    story:
      'A good chasen has 80 to 120 fine tines and makes a smooth, fine foam in seconds. Soak it in warm water before use and let it dry on a whisk stand.',
    profile: 'Everything you need to whisk matcha properly.',
    products: [
      ware('Chasen Whisk, 100 tines', 60, 42, 22),
      ware('Chashaku Bamboo Scoop', 10, 14, 40),
      ware('Ceramic Whisk Stand', 120, 19, 9),
    ],
  },
  {
    slug: 'matcha-bowls',
    name: 'Matcha Bowls',
    type: 'tea-wares',
    region: null,
    form: 'teaware',
    flavours: [],
    brew: null,
    harvest: 'Handmade in Mino and Kyoto',
    brief: 'Chawan with a wide, flat base and room to whisk, handmade in Mino and Kyoto.',
    story: 'Every bowl is individually thrown and glazed, so yours will vary slightly from the photo.',
    profile: 'Choose by the glaze you love; each holds a perfect 70 ml bowl of usucha.',
    products: [ware('Mino Ash Glaze Chawan', 520, 86, 5), ware('Kyoto Black Raku Chawan', 560, 145, 1)],
  },
  {
    slug: 'gongfu-brewing',
    name: 'Gongfu Brewing Set',
    type: 'tea-wares',
    region: null,
    form: 'teaware',
    flavours: [],
    brew: null,
    harvest: 'Jingdezhen porcelain and Yixing clay',
    brief: 'Gaiwans, fairness pitchers and tasting cups for brewing oolong and white tea the Chinese way.',
    story:
      'Brewing gongfu style means lots of leaf, little water and short infusions: the best way to explore a fine oolong across eight or more steeps.',
    profile: 'Porcelain shows the tea as it is; Yixing clay seasons with the tea you brew in it.',
    products: [
      ware('Porcelain Gaiwan, 120 ml', 240, 32, 30),
      ware('Glass Fairness Pitcher, 250 ml', 200, 24, 14),
      ware('Yixing Zisha Teapot, 150 ml', 300, 165, 0),
      ware('Tasting Cups, set of 4', 260, 28, 8),
    ],
  },
  {
    slug: 'tea-caddies',
    name: 'Tea Caddies',
    type: 'tea-wares',
    region: null,
    form: 'teaware',
    flavours: [],
    brew: null,
    harvest: 'Made in Kyoto and Sydney',
    brief: 'Airtight tins to keep your tea fresh: light, air and moisture are its enemies.',
    story:
      'Our double-lid tins seal by their own weight. The copper caddies are hand-made in Kyoto and darken beautifully with handling.',
    profile: 'A tin for every tea: 100 g and 200 g sizes.',
    products: [
      ware('Double-lid Tin, 100 g', 140, 16, 50),
      ware('Kyoto Copper Caddy, 200 g', 260, 135, 0),
      ware('Washi Paper Tin, 100 g', 150, 22, 12),
    ],
  },
];
