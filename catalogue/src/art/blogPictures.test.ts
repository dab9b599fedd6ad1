import sharp from 'sharp';
import { blogPosts } from '../seed/content';
import { BLOG_HEIGHT, BLOG_WIDTH, blogPicture } from './blogPictures';
import { blogTopic } from './blogTopic';
import { rasterise } from './generate';

const posts = blogPosts.map((p) => ({ slug: p.slug, title: p.title, description: p.description }));

/** The words of a title that could be printed: 'Why high mountain oolong tastes sweeter' -> ['why', 'high', ...]. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length > 3);
}

describe('blog pictures', () => {
  it('print no text: no <text>, no title, no word of the title', () => {
    for (const post of posts) {
      const svg = blogPicture(post);
      expect(svg).not.toMatch(/<text|<title|<tspan/);
      const lower = svg.toLowerCase();
      expect({ slug: post.slug, found: titleWords(post.title).filter((w) => lower.includes(w)) }).toEqual({
        slug: post.slug,
        found: [],
      });
    }
  });

  it('are the same bytes every time for a post, and a different picture for each post', () => {
    const first = posts.map(blogPicture);
    expect(posts.map(blogPicture)).toEqual(first);
    expect(new Set(first).size).toBe(posts.length);
  });

  it("choose the scene and the tea from the post's words", () => {
    const topics = Object.fromEntries(
      posts.map((p) => {
        const t = blogTopic(p);
        return [p.slug, `${t.scene} ${t.typeSlug} ${t.look.shape}`];
      }),
    );
    expect(topics).toEqual({
      'a-beginners-guide-to-brewing-gyokuro': 'still-life green-tea needle',
      'why-high-mountain-oolong-tastes-sweeter': 'landscape high-mountain-tea ball',
      'matcha-grades-explained': 'flat-lay matcha powder',
      'the-white-teas-of-fuding': 'flat-lay white-tea open',
      'lemon-myrtle-from-the-northern-rivers': 'landscape herbal-tea herb-leaf',
    });
    for (const p of posts) expect(blogPicture(p)).toContain(`class="blog blog-${blogTopic(p).scene}"`);
  });

  it('give a post that names no tea or scene a seeded one, the same every time', () => {
    const post = {
      slug: 'news-from-the-shop',
      title: 'Shop news',
      description: 'Opening hours over Easter.',
    };
    expect(blogTopic(post)).toEqual(blogTopic(post));
    expect(blogPicture(post)).toBe(blogPicture(post));
  });

  it('keep the 1200 x 630 size the blog cards ask for', async () => {
    const svg = blogPicture(posts[0] as (typeof posts)[number]);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${BLOG_WIDTH}" height="${BLOG_HEIGHT}"`));
    expect(await sharp(await rasterise(svg)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
