/** Seed data: tea types and flavours; the regions are in ./regions.ts. */

export { teaRegions } from './regions';

export type MenuGroup = 'tea' | 'tisane' | 'matcha' | 'accessory';

export interface SeedType {
  slug: string;
  name: string;
  menuGroup: MenuGroup;
  colour: string;
  description: string;
}

export interface SeedRegion {
  slug: string;
  name: string;
  country: string;
  colour: string;
  description: string;
}

export interface SeedFlavour {
  slug: string;
  name: string;
  colour: string;
  description: string;
}

export const teaTypes: SeedType[] = [
  {
    slug: 'white-tea',
    name: 'White Tea',
    menuGroup: 'tea',
    colour: '#d9cfb4',
    description: 'The least handled of all teas: buds and young leaves, withered and dried, nothing more.',
  },
  {
    slug: 'green-tea',
    name: 'Green Tea',
    menuGroup: 'tea',
    colour: '#6f9a3e',
    description: 'Steamed in Japan, pan-fired in China: leaves fixed green within hours of picking.',
  },
  {
    slug: 'oolong',
    name: 'Oolong Tea',
    menuGroup: 'tea',
    colour: '#b5832f',
    description:
      'Bruised, partly oxidised and rolled: the teas between green and black, from orchid to roast.',
  },
  {
    slug: 'black-tea',
    name: 'Black Tea',
    menuGroup: 'tea',
    colour: '#7a3b22',
    description: 'Fully oxidised leaf: malt, cocoa, stone fruit and the strength to take milk.',
  },
  {
    slug: 'high-mountain-tea',
    name: 'High Mountain Tea',
    menuGroup: 'tea',
    colour: '#4f7a78',
    description:
      'Taiwanese teas grown above 1,000 metres, where cold nights and mist slow the leaf and sweeten it.',
  },
  {
    slug: 'herbal-tea',
    name: 'Herbal Tea',
    menuGroup: 'tisane',
    colour: '#c0663d',
    description: 'Tisanes of flowers, roots and leaves, caffeine free and good at any hour.',
  },
  {
    slug: 'matcha',
    name: 'Matcha',
    menuGroup: 'matcha',
    colour: '#5d8c2e',
    description:
      'Shade-grown tencha, stone-milled to a powder and whisked, from ceremonial to culinary grades.',
  },
  {
    slug: 'tea-wares',
    name: 'Teawares',
    menuGroup: 'accessory',
    colour: '#5b5248',
    description: 'Teapots, bowls, whisks and cups chosen to brew the teas we sell as they deserve.',
  },
];

export const teaFlavours: SeedFlavour[] = [
  [
    'sweet-honey',
    'Sweet & Honey',
    '#d9a441',
    'Honey, cane sugar and dried fruit sweetness that lingers after the cup.',
  ],
  [
    'fruity',
    'Fruity',
    '#d46a4a',
    'Stone fruit, citrus, berries and the muscatel grape of a summer Darjeeling.',
  ],
  ['floral', 'Floral', '#c77dba', 'Orchid, jasmine, lilac and rose: perfume in the aroma and on the palate.'],
  [
    'malty-chocolate',
    'Malty & Chocolate',
    '#7a4a2a',
    'Malt, cocoa and bread crust: the warmth of a strong black tea.',
  ],
  ['roasty', 'Roasty', '#9b5a2e', 'Charcoal roasting and firing bring toast, caramel and coffee notes.'],
  ['nutty', 'Nutty', '#b08552', 'Chestnut, toasted almond and sesame, often found in pan-fired greens.'],
  ['umami', 'Umami', '#4f7a34', 'The savoury, brothy depth of shaded Japanese teas, rich in amino acids.'],
  [
    'mineral',
    'Mineral',
    '#7d8a92',
    'Wet stone and flint: the rock-grown character of Wuyi and high mountain teas.',
  ],
  [
    'earthy-woody',
    'Earthy & Woody',
    '#6b5a3f',
    'Forest floor, cedar and dried leaves: teas of depth and age.',
  ],
  ['smokey', 'Smokey', '#5a5550', 'Pine smoke and campfire, from leaf dried over wood fires.'],
  ['spice', 'Spice', '#b5522e', 'Cinnamon, ginger, clove and pepper, from the leaf itself or the blend.'],
  [
    'marine-seaweed',
    'Marine & Seaweed',
    '#2f6f6a',
    'Nori, sea air and a gentle salinity: the coastal side of steamed greens.',
  ],
  [
    'vegetal-grassy',
    'Vegetal & Grassy',
    '#6f9a3e',
    'Fresh-cut grass, snap peas and spinach: the brightness of green tea.',
  ],
  [
    'smooth-creamy',
    'Smooth & Creamy',
    '#d8c49a',
    'A soft, buttery texture that coats the mouth, as in milk oolong.',
  ],
].map(([slug, name, colour, line]) => ({
  slug: slug as string,
  name: name as string,
  colour: colour as string,
  description: `**${name}** teas. ${line}\n\nBrowse every tea in our range where this note stands out, from the leaf itself rather than added flavouring (unless the tea is a scented or blended one, and then we say so).`,
}));
