/**
 * Blog post pictures (1200 x 630): a scene about the post's tea, never its title (the card prints the title
 * under the picture; printed on it too, every card looked the same and said it twice). The scene's kind and the
 * tea come from the post's words (blogTopic.ts): a flat lay for comparisons, a still life for brewing, a tea
 * garden for origins; everything else is seeded from the slug.
 */
import type { BlogPostText } from './blogTopic';
import { blogTopic } from './blogTopic';
import { flatLay } from './flatLay';
import { landscape } from './landscape';
import { heap, scatter } from './leaves';
import type { TeaLook } from './palette';
import type { Drawing } from './potWares';
import { gaiwan, glassPitcher, kyusu, yixing } from './potWares';
import { chasen } from './smallWares';
import { between, n2, rng, shade, shadow, svgDoc, tabletop } from './svg';
import { dishFor, TABLES } from './tableware';
import { cupStyleFor } from './teaPictures';
import { CUP_HEIGHT, cup, dish } from './vessels';
import { wareMaterial } from './wareKinds';

export const BLOG_WIDTH = 1200;
export const BLOG_HEIGHT = 630;

/** The pot a type is brewed in: a kyusu for Japanese green, a gaiwan for white, Yixing for oolong and black. */
function brewingVessel(typeSlug: string, look: TeaLook, seed: string): Drawing {
  const tall = rng(`blog-pot:${seed}`)() < 0.5;
  switch (typeSlug) {
    case 'green-tea':
      return kyusu(wareMaterial('tokoname red clay', 'kyusu'), tall);
    case 'white-tea':
      return gaiwan(wareMaterial('porcelain', 'gaiwan'));
    case 'herbal-tea':
      return glassPitcher(look.liquor);
    case 'matcha':
      return chasen(wareMaterial('bamboo', 'chasen'));
    case 'black-tea':
      return yixing(wareMaterial('porcelain', 'teapot'), tall);
    default:
      return yixing(wareMaterial('zisha', 'yixing'), tall);
  }
}

/** Two soft wisps of steam rising from a cup. */
function steam(x: number, top: number, s: number): string {
  return [-1, 1]
    .map(
      (side, i) =>
        `<path d="M${n2(x + side * 26 * s)} ${n2(top - 14 * s)} c ${n2(-30 * s)} ${n2(-40 * s)} ${n2(30 * s)} ${n2(-70 * s)} 0 ${n2(
          -110 * s - i * 20 * s,
        )}" stroke="#ffffff" stroke-width="${n2(9 * s)}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
    )
    .join('');
}

/** Brewing: the tea's pot (or whisk and bowl for matcha), a steaming cup of its liquor and the dry leaf. */
function stillLife(seed: string, typeSlug: string, look: TeaLook, width: number, height: number): string {
  const r = rng(`still:${seed}`);
  const horizon = Math.round(height * between(r, 0.42, 0.5));
  const table = TABLES[Math.floor(r() * TABLES.length)] as string;
  const wall = shade(look.liquor, between(r, 0.78, 0.88));
  const potLeft = r() < 0.5;
  const side = potLeft ? -1 : 1;
  const pot = brewingVessel(typeSlug, look, seed);
  // Thirds: the pot, the cup in the middle, the leaf; the pot no wider than its third.
  const z = Math.min(0.6, (width * 0.2) / pot.halfWidth);
  const potX = width / 2 + side * width * 0.3;
  const floor = height * 0.93;
  const potSvg = `<g transform="translate(${n2(potX - 600 * z)} ${n2(floor - 900 * z)}) scale(${n2(z)})">${shadow(600, 900, pot.halfWidth, 30)}${pot.svg}</g>`;
  const cupStyle = typeSlug === 'matcha' ? 'chawan' : cupStyleFor(look, seed);
  const scale = cupStyle === 'gongfu' ? 1.4 : cupStyle === 'chawan' ? 1.05 : 1.1;
  const cupX = width / 2 - side * width * 0.03;
  const cupTop = floor + 10 - CUP_HEIGHT[cupStyle] * scale;
  const glaze = cupStyle === 'chawan' ? '#3b3632' : cupStyle === 'glass' ? '#ffffff' : '#f4f1ea';
  const leafX = width / 2 - side * width * 0.3;
  const leafY = floor - 16;
  const leaf =
    shadow(leafX, leafY + 30, 180, 30) +
    dish(leafX, leafY, 180, 54, dishFor(r, look.leaf, table)) +
    heap(look, `${seed}-dish`, leafX, leafY, 140, 36, 28);
  const stray = scatter(
    look,
    `${seed}-stray`,
    { x: 40, y: horizon + 30, w: width - 80, h: height - horizon - 40 },
    7,
    20,
  );
  return `${tabletop(width, height, wall, table, horizon)}${stray}${potSvg}${shadow(cupX, floor + 14, 150 * scale, 26 * scale)}${cup(
    {
      style: cupStyle,
      cx: cupX,
      top: cupTop,
      scale,
      liquor: look.liquor,
      opaque: look.opaque,
      glaze,
      id: 'cup',
    },
  )}${steam(cupX, cupTop, scale)}${leaf}`;
}

/** The picture of one blog post, without its title. */
export function blogPicture(post: BlogPostText): string {
  const topic = blogTopic(post);
  const body =
    topic.scene === 'flat-lay'
      ? flatLay(post.slug, topic.look, BLOG_WIDTH, BLOG_HEIGHT)
      : topic.scene === 'still-life'
        ? stillLife(post.slug, topic.typeSlug, topic.look, BLOG_WIDTH, BLOG_HEIGHT)
        : landscape(
            post.slug,
            topic.look,
            { herbal: topic.typeSlug === 'herbal-tea', mountains: topic.typeSlug === 'high-mountain-tea' },
            BLOG_WIDTH,
            BLOG_HEIGHT,
          );
  return svgDoc(BLOG_WIDTH, BLOG_HEIGHT, `<g class="blog blog-${topic.scene}">${body}</g>`);
}
