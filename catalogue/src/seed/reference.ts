/** Seed data: tea types, regions and flavours. */

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

const region = (
  slug: string,
  name: string,
  country: string,
  colour: string,
  intro: string,
  terroir: string,
  teas: string,
): SeedRegion => ({
  slug,
  name,
  country,
  colour,
  description: `${intro}\n\n## Terroir\n\n${terroir}\n\n## What we buy here\n\n${teas}`,
});

export const teaRegions: SeedRegion[] = [
  region(
    'uji',
    'Uji',
    'Japan',
    '#557a2f',
    'South of Kyoto, **Uji** has grown tea for the imperial court since the 14th century. It is the birthplace of *tencha*, *gyokuro* and the steaming method behind every Japanese green tea.',
    'River fog from the Uji-gawa, clay loam soils and a long tradition of shading the bushes under straw and reed frames before the spring harvest.',
    'Ceremonial matcha, gyokuro and the hand-shaded tencha that becomes our best matcha.',
  ),
  region(
    'shizuoka',
    'Shizuoka',
    'Japan',
    '#6f9a3e',
    "**Shizuoka** grows close to 40 percent of Japan's tea on the slopes between Mount Fuji and the Pacific.",
    'Warm ocean air, well-drained volcanic slopes and plenty of rain. The Makinohara plateau produces the deep-steamed *fukamushi* style.',
    'Everyday and superior sencha, deep-steamed fukamushi, kukicha twig tea and hojicha.',
  ),
  region(
    'kagoshima',
    'Kagoshima',
    'Japan',
    '#3f7d4c',
    "At Japan's southern tip, **Kagoshima** is the first region to harvest each spring, weeks ahead of Shizuoka.",
    'Subtropical warmth and the ash of Sakurajima volcano give rich, dark-green leaf. Growers here favour newer cultivars such as Saemidori and Asatsuyu.',
    'Bright, sweet sencha from single cultivars and early-season shincha.',
  ),
  region(
    'fujian',
    'Fujian',
    'China',
    '#b5832f',
    '**Fujian** on the south-east coast of China is the home of white tea, Wuyi rock oolong, Tieguanyin and the first black tea, Lapsang Souchong.',
    'From the cliffs of the Wuyi Mountains to the plateaus of Fuding and Anxi: mineral rock soils, mist and a warm, wet climate.',
    'Silver Needle and White Peony from Fuding, Da Hong Pao from Wuyi, Tieguanyin from Anxi and jasmine-scented greens.',
  ),
  region(
    'yunnan',
    'Yunnan',
    'China',
    '#8a4b2a',
    "**Yunnan** in China's south-west is where the tea plant began. Old trees still grow wild in its forests.",
    'High, forested mountains, red soil and the large-leaf *Camellia sinensis var. assamica*.',
    'Golden-tipped Dian Hong black tea, moonlight white tea and aged leaf.',
  ),
  region(
    'anhui',
    'Anhui',
    'China',
    '#6a8f4e',
    '**Anhui** province holds Huangshan, the Yellow Mountain, and Qimen county, the home of Keemun.',
    'Granite peaks, cloud and pine forest; cool, humid springs that favour slow growth.',
    'Huangshan Mao Feng green tea and Keemun black tea.',
  ),
  region(
    'zhejiang',
    'Zhejiang',
    'China',
    '#7fa650',
    "**Zhejiang**, around Hangzhou's West Lake, grows China's most famous green tea, Longjing.",
    'Gentle hills, sandy soils and a climate moderated by the lake and the East China Sea.',
    'Pan-fired Dragon Well (Longjing) and other flat-pressed greens.',
  ),
  region(
    'darjeeling',
    'Darjeeling',
    'India',
    '#a8743a',
    '**Darjeeling** estates cling to the Himalayan foothills of West Bengal between 600 and 2,000 metres.',
    'Steep slopes, cool nights and small-leaf China-type bushes give the muscatel note that made the region famous.',
    'First flush (spring) and second flush (summer) black teas from single estates.',
  ),
  region(
    'assam',
    'Assam',
    'India',
    '#7a3b22',
    "The **Assam** valley along the Brahmaputra is the world's largest tea-growing region.",
    'Low, flat, hot and very wet: the native *assamica* bushes give strong, malty tea.',
    'Golden-tipped second flush for breakfast blends and orthodox whole leaf.',
  ),
  region(
    'nantou',
    'Nantou',
    'Taiwan',
    '#5f8a6f',
    "**Nantou** is Taiwan's only landlocked county and its largest tea region, home of Dong Ding and Sun Moon Lake.",
    'Rolling hills around 700 to 1,200 metres, bamboo forest and the lake that moderates the climate.',
    'Dong Ding oolong, roasted oolongs and Sun Moon Lake Ruby 18 black tea.',
  ),
  region(
    'alishan',
    'Alishan',
    'Taiwan',
    '#4f7a78',
    '**Alishan** in Chiayi county rises to more than 2,000 metres; its tea gardens sit in the clouds.',
    'Cold nights, afternoon mist and acidic mountain soils give thick, sweet leaves with little bitterness.',
    'High mountain jade oolongs, Jin Xuan milk oolong and winter harvests.',
  ),
  region(
    'lishan',
    'Lishan',
    'Taiwan',
    '#3d6663',
    "**Lishan**, Pear Mountain, in central Taiwan grows some of the world's highest tea, up to 2,600 metres.",
    'Alpine cold, orchards and short seasons: two harvests a year at most and very small yields.',
    'Rare Lishan and Da Yu Ling high mountain oolongs.',
  ),
  region(
    'nuwara-eliya',
    'Nuwara Eliya',
    'Sri Lanka',
    '#8b6f3f',
    "**Nuwara Eliya** is Ceylon's highest tea district, at about 1,900 metres in the central highlands.",
    'Cool, windy and bright; frost in the dry season concentrates flavour in the leaf.',
    'Light, brisk, floral black teas sometimes called the champagne of Ceylon.',
  ),
  region(
    'cederberg',
    'Cederberg',
    'South Africa',
    '#c0663d',
    'The **Cederberg** mountains north of Cape Town are the only place rooibos grows.',
    'Sandy, acidic soils and a dry Mediterranean climate; the bush has never been grown commercially anywhere else.',
    'Organic red rooibos and unoxidised green rooibos.',
  ),
  region(
    'northern-rivers',
    'Northern Rivers',
    'Australia',
    '#6d8b3a',
    'Closer to home, the **Northern Rivers** of New South Wales grow lemon myrtle, peppermint and native botanicals.',
    'Subtropical rainforest soils and summer rain. Our growers are family farms near Lismore and Byron Bay.',
    'Lemon myrtle leaf and Australian-grown herbal blends.',
  ),
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
