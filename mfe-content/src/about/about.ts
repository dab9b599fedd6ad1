import sourcingUrl from './sourcing.svg';
import sydneyUrl from './sydney.svg';
import worldwideUrl from './worldwide.svg';

export interface AboutStory {
  id: string;
  heading: string;
  /** Markdown paragraphs. */
  body: string;
  image: { src: string; alt: string; width: number; height: number };
}

export const ABOUT_INTRO =
  'Sencha Tea is a small Sydney tea merchant with one simple belief: true tea, grown with care and brewed with attention, is one of life\u2019s quiet pleasures.';

// Widths are the About image widths (750, 750, 500; docs/product-rules/catalogue.md#images); heights follow each
// illustration's aspect ratio, and both go on the <img> so the browser reserves the space before the file
// arrives.
export const ABOUT_STORIES: AboutStory[] = [
  {
    id: 'sydney',
    heading: 'Steeped in Sydney',
    body: `We started Sencha Tea in Sydney because we could not find the teas we had fallen for on our travels: the grassy sweetness of a first-flush sencha, the orchid notes of a high mountain oolong, the deep calm of a ceremonial matcha.

Today our small team still tastes, packs and ships every order from our home in Sydney. Every tea on our shelves is one we drink ourselves, and we are always happy to help you find your next favourite.`,
    image: {
      src: sydneyUrl,
      alt: 'Illustration of Sydney Harbour with the Opera House sails and the Harbour Bridge at sunrise',
      width: 750,
      height: 420,
    },
  },
  {
    id: 'sourcing',
    heading: 'Straight from the growers',
    body: `We buy directly from the farmers and small estates who grow our teas, in Japan, Taiwan, China and beyond. Buying direct means we know who picked the leaf, when and how it was made, and that the people who grow it are paid fairly for their craft.

It also means fresher tea. Without layers of wholesalers and warehouses between the garden and your cup, each harvest reaches you sooner, with its aroma and character intact.`,
    image: {
      src: sourcingUrl,
      alt: 'Illustration of a tea picker among terraced rows of tea bushes below green mountains',
      width: 750,
      height: 420,
    },
  },
  {
    id: 'worldwide',
    heading: 'From our shelves to the world',
    body: `What began as a shop for Sydney tea lovers now sends parcels across Australia and around the world. Wherever you are, your tea is packed by hand, sealed against light and air, and sent with tracking so you can follow it home.

Whether you are a tea master or brewing your very first pot, welcome. We are glad you are here.`,
    image: {
      src: worldwideUrl,
      alt: 'Illustration of a globe with shipping routes leading from Sydney to parcels across the world',
      width: 500,
      height: 400,
    },
  },
];
