/** Seed data: high mountain teas. */
import type { SeedTeaItem } from './model';
import { brew, p } from './model';

export const highMountainItems: SeedTeaItem[] = [
  {
    slug: 'alishan-high-mountain',
    name: 'Alishan High Mountain Oolong',
    type: 'high-mountain-tea',
    region: 'alishan',
    form: 'loose-leaf',
    flavours: ['floral', 'smooth-creamy', 'vegetal-grassy'],
    brew: brew(95, 6, 150, 50, 6),
    harvest: 'Spring 2025, 1,400 m',
    cultivar: 'Qing Xin',
    brief: 'Jade oolong from the cloud gardens of Alishan: creamy, floral and endlessly re-steepable.',
    story:
      'Grown at 1,400 metres, where mist covers the gardens each afternoon. The leaves grow slowly and thick, and the tea is sweet from the first cup to the last.',
    profile: 'Gardenia, sweet butter and fresh-cut flowers with a mountain-spring finish.',
    products: [p(50, 24, 38), p(150, 66, 14)],
  },
  {
    slug: 'lishan-oolong',
    name: 'Lishan Oolong',
    type: 'high-mountain-tea',
    region: 'lishan',
    form: 'loose-leaf',
    flavours: ['floral', 'fruity', 'mineral'],
    brew: brew(95, 6, 150, 50, 7),
    harvest: 'Spring 2025, 2,100 m',
    cultivar: 'Qing Xin',
    brief: 'From the orchards of Pear Mountain at over 2,000 metres: pure, cool and fragrant.',
    story:
      'Lishan gardens share their slopes with apple and pear orchards, and the tea seems to borrow their fruit. Harvests are tiny and this is one of the teas we are proudest to carry.',
    profile: 'Pear, lilac and a cool, mineral sweetness.',
    products: [p(50, 36, 9), p(150, 98, 2)],
  },
  {
    slug: 'da-yu-ling',
    name: 'Da Yu Ling',
    type: 'high-mountain-tea',
    region: 'lishan',
    form: 'loose-leaf',
    flavours: ['floral', 'mineral', 'smooth-creamy'],
    brew: brew(95, 6, 150, 50, 8),
    harvest: 'Winter 2025, 2,500 m',
    brief:
      "Taiwan's rarest high mountain oolong, from gardens above 2,500 metres. Arriving after the winter harvest.",
    story:
      'Da Yu Ling is the summit of high mountain tea: tiny yields, cold-hardy leaf and a purity of flavour that has to be tasted. Our allocation for this winter is on its way.',
    profile: 'Snow pear, orchid and a thick, cooling texture.',
    products: [p(50, 58, 20, 21)],
  },
  {
    slug: 'jin-xuan-milk-oolong',
    name: 'Jin Xuan Milk Oolong',
    type: 'high-mountain-tea',
    region: 'alishan',
    form: 'loose-leaf',
    flavours: ['smooth-creamy', 'sweet-honey', 'floral'],
    brew: brew(90, 5, 150, 60, 6),
    harvest: 'Spring 2025, 1,200 m',
    cultivar: 'Jin Xuan (TTES #12)',
    brief: 'The naturally creamy Jin Xuan cultivar: no flavouring, just a buttery, milky leaf.',
    story:
      'Jin Xuan was bred in Taiwan in the 1980s and is famous for its natural milky aroma. Grown high on Alishan, it is sweet, smooth and a perfect first oolong.',
    profile: 'Sweet cream, vanilla, steamed milk and orchid.',
    products: [p(50, 18, 55), p(150, 49, 20)],
  },
  {
    slug: 'shan-lin-xi',
    name: 'Shan Lin Xi',
    type: 'high-mountain-tea',
    region: 'nantou',
    form: 'loose-leaf',
    flavours: ['vegetal-grassy', 'floral', 'mineral'],
    brew: brew(95, 6, 150, 50, 6),
    harvest: 'Spring 2025, 1,600 m',
    brief: 'Sun Link Sea oolong from the bamboo forests of Nantou: green, cool and refreshing.',
    story:
      'Shan Lin Xi gardens sit inside a forest of cedar and bamboo, and the tea carries that cool, green air.',
    profile: 'Bamboo shoot, lily and a crisp, mineral finish.',
    products: [p(50, 27, 0), p(150, 72, 7)],
  },
];
