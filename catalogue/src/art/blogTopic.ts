/**
 * What a blog post's picture shows, read from its words: which tea (its type, then the tea's own look through
 * palette.ts) and which kind of scene. The title is read first, then the description; a post that names
 * neither gets a seeded choice, so every post has a picture and the same post always the same one.
 *
 * - flat-lay: a comparison ('grades', 'explained', 'versus', 'types'): three dishes of the tea seen from above.
 * - still-life: brewing ('brew', 'steep', 'guide', 'recipe', 'iced'): the tea's pot, a cup and the dry leaf.
 * - landscape: origins ('mountain', 'from', 'farm', 'garden', 'harvest', 'visit'): tea rows on a hillside.
 */
import type { TeaLook } from './palette';
import { teaLook } from './palette';
import { pick, rng } from './svg';

export type BlogScene = 'flat-lay' | 'still-life' | 'landscape';

export const BLOG_SCENES: readonly BlogScene[] = ['flat-lay', 'still-life', 'landscape'];

// First match wins: 'matcha grades explained' is a comparison even though it could be brewed.
const SCENES: Array<[BlogScene, RegExp]> = [
  ['flat-lay', /\b(grades?|graded|explained|versus|vs|compar\w*|types|kinds|differences?)\b/],
  ['still-life', /\b(brew\w*|steep\w*|guide|how|recipes?|iced|latte|cups?|teapots?|kyusu|gaiwan)\b/],
  [
    'landscape',
    /\b(mountains?|from|farms?|gardens?|harvest\w*|regions?|visit\w*|slopes?|estates?|origins?|terroir|hills?)\b/,
  ],
];

// The type a post is about; more specific words first ('high mountain oolong' before 'oolong').
const TEAS: Array<[string, RegExp]> = [
  ['matcha', /\bmatcha\b/],
  ['high-mountain-tea', /\b(high mountain|alishan|lishan|shan lin xi|da yu ling)\b/],
  ['oolong', /\b(oolongs?|tieguanyin|da hong pao|dan cong)\b/],
  ['white-tea', /\b(white teas?|silver needle|white peony|shou mei|fuding)\b/],
  ['black-tea', /\b(black teas?|assam|darjeeling|earl grey|breakfast|keemun|ceylon|lapsang)\b/],
  ['herbal-tea', /\b(herbal|tisanes?|lemon myrtle|rooibos|chamomile|peppermint|hibiscus|chai)\b/],
  ['green-tea', /\b(green teas?|sencha|gyokuro|genmaicha|hojicha|kukicha|shincha|kabusecha)\b/],
];

export interface BlogPostText {
  slug: string;
  title: string;
  description: string;
}

export interface BlogTopic {
  scene: BlogScene;
  typeSlug: string;
  look: TeaLook;
}

function words(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
}

function firstMatch<T>(table: Array<[T, RegExp]>, texts: string[]): T | undefined {
  for (const text of texts) {
    const found = table.find(([, re]) => re.test(text));
    if (found) return found[0];
  }
  return undefined;
}

export function blogTopic(post: BlogPostText): BlogTopic {
  const r = rng(`blog-topic:${post.slug}`);
  const texts = [words(post.title), words(post.description)];
  const typeSlug =
    firstMatch(TEAS, texts) ??
    pick(
      r,
      TEAS.map(([slug]) => slug),
    );
  const scene = firstMatch(SCENES, texts) ?? pick(r, BLOG_SCENES);
  // The title doubles as the tea's name: 'gyokuro' or 'lemon myrtle' in it refine the look as a tea's name does.
  const look = teaLook(typeSlug, post.slug, post.title, typeSlug === 'matcha' ? 'powder' : 'loose-leaf');
  return { scene, typeSlug, look };
}
