/** Seed data: white teas. */
import type { SeedTeaItem } from './model';
import { brew, p } from './model';

export const whiteItems: SeedTeaItem[] = [
  {
    slug: 'silver-needle',
    name: 'Silver Needle',
    type: 'white-tea',
    region: 'fujian',
    form: 'loose-leaf',
    flavours: ['sweet-honey', 'floral', 'smooth-creamy'],
    brew: brew(80, 4, 250, 180, 4),
    harvest: 'Early spring 2025, first buds only',
    cultivar: 'Fuding Da Bai',
    brief: 'Plump, downy buds from Fuding, picked over ten days each March and simply dried in the sun.',
    story:
      'Bai Hao Yin Zhen is the purest expression of white tea: nothing but the unopened bud, silvered with fine hairs. Our grower in Fuding withers the buds on bamboo trays in the shade, then finishes them in gentle sunshine.',
    profile: 'Honeydew melon and fresh hay, a whisper of elderflower, and a silky, almost creamy body.',
    products: [p(25, 24, 40), p(50, 44, 18), p(100, 82, 6)],
  },
  {
    slug: 'white-peony',
    name: 'White Peony (Bai Mu Dan)',
    type: 'white-tea',
    region: 'fujian',
    form: 'loose-leaf',
    flavours: ['sweet-honey', 'fruity', 'floral'],
    brew: brew(85, 4, 250, 150, 4),
    harvest: 'Spring 2025, one bud and two leaves',
    cultivar: 'Fuding Da Bai',
    brief: 'One bud and two leaves: fuller and fruitier than Silver Needle, and very forgiving to brew.',
    story:
      'Bai Mu Dan takes its name from the way the opened leaves frame the silver bud like petals. The extra leaf brings body and a gentle stone-fruit sweetness that makes this our most popular white tea.',
    profile: 'Dried apricot, wildflower honey and a clean, cucumber-cool finish.',
    products: [p(50, 19.5, 60), p(100, 36, 25)],
  },
  {
    slug: 'shou-mei',
    name: 'Shou Mei',
    type: 'white-tea',
    region: 'fujian',
    form: 'loose-leaf',
    flavours: ['sweet-honey', 'earthy-woody', 'fruity'],
    brew: brew(90, 5, 300, 120, 5),
    harvest: 'Late spring 2023, aged two years',
    brief:
      'The later, larger leaves of the white tea harvest, rested for two years to a deep, date-like sweetness.',
    story:
      'Shou Mei, "long life eyebrow", is the farmhouse white tea of Fujian. We buy it young and let it rest in our Sydney store room, where it darkens and gains notes of dried dates and autumn leaves.',
    profile: 'Dates, honeyed hay and a gentle woodiness; sweeter with every year in the tin.',
    products: [p(100, 18.5, 0), p(250, 39, 12)],
  },
  {
    slug: 'yunnan-moonlight-white',
    name: 'Yunnan Moonlight White',
    type: 'white-tea',
    region: 'yunnan',
    form: 'loose-leaf',
    flavours: ['fruity', 'sweet-honey', 'floral'],
    brew: brew(85, 4, 250, 150, 4),
    harvest: 'Spring 2025',
    cultivar: 'Jinggu Da Bai',
    brief: 'Black and silver leaves withered indoors, away from the sun, in the cool of Jinggu nights.',
    story:
      'Yue Guang Bai is made from the large-leaf Jinggu cultivar and dried slowly in the dark, which is where it gets its name. The result is one of the fruitiest white teas we know.',
    profile: 'Ripe peach, pear skin and a wild honey finish that goes on and on.',
    products: [p(50, 21, 7), p(100, 38, 30)],
  },
  {
    slug: 'white-tea-jasmine-pearls',
    name: 'White Jasmine Pearls',
    type: 'white-tea',
    region: 'fujian',
    form: 'loose-leaf',
    flavours: ['floral', 'sweet-honey'],
    brew: brew(80, 3, 250, 120, 3),
    harvest: 'Spring 2025, scented in summer',
    brief: 'Hand-rolled white tea pearls scented six times with fresh night-blooming jasmine.',
    story:
      'The buds are rolled into pearls in spring and kept until the jasmine flowers in summer. Each night fresh blossoms are layered with the tea and removed in the morning, six nights in a row.',
    profile: 'Pure jasmine perfume over a soft, sweet white tea base. No added flavouring.',
    products: [p(50, 26, 0), p(100, 48, 0, 45)],
  },
];
