/** Seed data: FAQs, blog posts and home page content. */

export interface SeedFaq {
  question: string;
  answer: string;
}

export const faqs: SeedFaq[] = [
  {
    question: 'Where do you ship, and how much does it cost?',
    answer:
      'We ship from Sydney to every Australian state and territory, and to the countries listed at checkout. Shipping is calculated from the weight of your order and the service you choose (standard or express). You will see every option and its price **before** you pay.',
  },
  {
    question: 'How long will my order take to arrive?',
    answer:
      'Orders placed before 1pm (Sydney time) on a business day are packed the same day. Standard parcels take 2 to 6 business days within Australia, express 1 to 3. You can follow every step on the order status page linked from your confirmation e-mail.',
  },
  {
    question: 'How should I store my tea?',
    answer:
      'Keep tea **airtight, dark, cool and away from strong smells**. Our pouches are resealable; a tin is better still. Green teas and matcha are best within 3 months of opening (keep unopened matcha in the fridge, and let it come to room temperature before opening). Black teas, roasted oolongs and aged white teas keep happily for a year or more.',
  },
  {
    question: 'What water temperature should I use?',
    answer:
      'Every tea page has a **Brewing Instructions** tab with the temperature, leaf amount and steeping time we recommend. As a rule of thumb:\n\n- Gyokuro: 50-60°C\n- Sencha and matcha: 70-80°C\n- White and green Chinese teas: 80-85°C\n- Oolongs: 90-100°C\n- Black and herbal teas: 95-100°C\n\nIf you have no thermometer, let a boiled kettle stand with the lid off: about 2 minutes for 85°C, 5 minutes for 75°C.',
  },
  {
    question: 'Do your teas contain caffeine?',
    answer:
      'All true teas (white, green, oolong, black, high mountain and matcha) contain caffeine. Matcha and gyokuro have the most; hojicha and kukicha are lower. Our **herbal teas** are caffeine free.',
  },
  {
    question: 'Can I return something?',
    answer:
      'Please see our [refunds policy](/refunds-policy). If anything arrives damaged, tell us within 7 business days of receiving it and we will make it right. We accept returns of unopened, saleable goods at our discretion.',
  },
  {
    question: 'What does "Coming Soon" mean on a product?',
    answer:
      "It is a tea we have bought but that has not arrived yet (for example, each spring's shincha), or a harvest that is still on the bush. Subscribe to **The First Steep** on the product page and we will tell you the day it goes on sale.",
  },
  {
    question: 'Are your teas organic?',
    answer:
      'Many of our growers farm organically or with minimal inputs, but not every small farm can afford certification. Where a tea is certified organic, its name says so. Every lot we buy is tested for pesticide residues to Australian standards.',
  },
  {
    question: 'Do you sell wholesale or to cafes?',
    answer:
      'Yes. We supply cafes and restaurants across Australia with tea and matcha, and we are happy to train your staff. Please use the [contact form](/contact) and choose "General Inquiry".',
  },
  {
    question: 'What is The First Steep?',
    answer:
      'Our newsletter: a short e-mail each month with new harvests, brewing notes and subscriber-only first access to rare teas. Sign up at the bottom of any page, and unsubscribe any time with one click.',
  },
];

export interface SeedBlogPost {
  slug: string;
  title: string;
  /** ISO date. */
  pubDate: string;
  description: string;
  colour: string;
}

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'a-beginners-guide-to-brewing-gyokuro',
    title: "A beginner's guide to brewing gyokuro",
    pubDate: '2025-10-02T09:00:00+10:00',
    description:
      'Cool water, lots of leaf and tiny cups: how to get the sweet, brothy first infusion that makes gyokuro the most prized of Japanese teas.',
    colour: '#4f7a34',
  },
  {
    slug: 'why-high-mountain-oolong-tastes-sweeter',
    title: 'Why high mountain oolong tastes sweeter',
    pubDate: '2025-09-12T09:00:00+10:00',
    description:
      'Cold nights, afternoon mist and thin air slow the growth of the tea plant. We visited Alishan and Lishan to see what that does to the leaf.',
    colour: '#4f7a78',
  },
  {
    slug: 'matcha-grades-explained',
    title: 'Matcha grades explained: ceremonial, premium and culinary',
    pubDate: '2025-08-20T09:00:00+10:00',
    description:
      'What the words on a matcha tin really mean, how to tell a good matcha by colour and aroma, and which grade to buy for lattes.',
    colour: '#5d8c2e',
  },
  {
    slug: 'the-white-teas-of-fuding',
    title: 'The white teas of Fuding',
    pubDate: '2025-07-30T09:00:00+10:00',
    description:
      'Silver Needle, White Peony and Shou Mei: three grades from the same bushes, and why we let some of our white tea age in Sydney.',
    colour: '#bfae86',
  },
  {
    slug: 'lemon-myrtle-from-the-northern-rivers',
    title: 'Lemon myrtle from the Northern Rivers',
    pubDate: '2025-06-18T09:00:00+10:00',
    description:
      'Meet the family farm near Lismore that grows our lemon myrtle, and try our favourite iced lemon myrtle and green tea recipe.',
    colour: '#6d8b3a',
  },
];

/** Product slugs shown in the home carousel (15, docs/product-rules/catalogue.md#home-page). */
export const carouselProductSlugs: string[] = [
  'sencha-superior-100g',
  'ceremonial-matcha-30g',
  'silver-needle-25g',
  'alishan-high-mountain-50g',
  'gyokuro-uji-30g',
  'da-hong-pao-50g',
  'jin-xuan-milk-oolong-50g',
  'darjeeling-first-flush-50g',
  'white-peony-50g',
  'hojicha-100g',
  'dragon-well-50g',
  'tieguanyin-50g',
  'assam-golden-tips-100g',
  'lemon-myrtle-50g',
  'rooibos-organic-100g',
];

export interface SeedFeaturedTile {
  name: string;
  typeSlug: string;
  bgcolor: string;
  textcolor: string;
}

/** The seven home tiles, in the order the home page shows them (docs/product-rules/catalogue.md#home-page). */
export const featuredTiles: SeedFeaturedTile[] = [
  { name: 'White Tea', typeSlug: 'white-tea', bgcolor: '#f4efe3', textcolor: '#5b4a2f' },
  { name: 'Green Tea', typeSlug: 'green-tea', bgcolor: '#e6efd9', textcolor: '#2f4a1a' },
  { name: 'Oolong Tea', typeSlug: 'oolong', bgcolor: '#f3e6cf', textcolor: '#5e3d12' },
  { name: 'Black Tea', typeSlug: 'black-tea', bgcolor: '#3b1f14', textcolor: '#f5e6d8' },
  { name: 'High Mountain Tea', typeSlug: 'high-mountain-tea', bgcolor: '#dce8e6', textcolor: '#1f3d3b' },
  { name: 'Herbal Tea', typeSlug: 'herbal-tea', bgcolor: '#f6e0d3', textcolor: '#6b2c12' },
  { name: 'Matcha', typeSlug: 'matcha', bgcolor: '#2f4a1a', textcolor: '#eef5e4' },
];
