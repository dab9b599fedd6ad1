/**
 * The pack a product ships in, which its picture shows. The catalogue has no pack field, so the pack is derived
 * from what it does have, the same way every time:
 *
 * 1. A word in the product's or its tea's slug or name says it: 'tin', 'caddy' or 'canister' -> tin; 'box',
 *    'carton' or 'gift' -> box; 'teabag(s)', 'tea bag(s)', 'sachet(s)' or 'pyramid(s)' -> teabag; 'pouch' or
 *    'bag' -> pouch. Whole words only ('Tasting' is not a tin).
 * 2. Else the tea's form: a powder (matcha, hojicha powder) comes in a tin; tea bags come loose in a small paper
 *    sleeve up to 50 g (about 25 bags) and in a box above that; loose leaf comes in a pouch.
 */

export type PackForm = 'pouch' | 'tin' | 'box' | 'teabag';

export const PACK_FORMS: readonly PackForm[] = ['pouch', 'tin', 'box', 'teabag'];

/** Bag counts above this (in grams, about 2 g a bag) come in a box rather than a sleeve. */
const SLEEVE_MAX_GRAMS = 50;

// First match wins: 'tea bag box' is a box of tea bags.
const WORDS: Array<[PackForm, RegExp]> = [
  ['tin', /\b(tin|tins|caddy|canister)\b/],
  ['box', /\b(box|boxed|carton|gift)\b/],
  ['teabag', /\b(teabags?|tea bags?|sachets?|pyramids?)\b/],
  ['pouch', /\b(pouch|bag)\b/],
];

export interface PackInput {
  /** The tea's form: 'loose-leaf', 'powder' or 'teabag'. */
  form: string;
  /** The product's and its tea's slugs and names, in any order. */
  text: string;
  weightGrams: number;
}

export function packForm(p: PackInput): PackForm {
  // Slugs count as words too: 'gift-box' reads as 'gift box'.
  const text = p.text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const named = WORDS.find(([, words]) => words.test(text));
  if (named) return named[0];
  if (p.form === 'powder') return 'tin';
  if (p.form === 'teabag') return p.weightGrams > SLEEVE_MAX_GRAMS ? 'box' : 'teabag';
  return 'pouch';
}
