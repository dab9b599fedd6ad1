import { formatPostDate, parseBlogFeed } from './blogFeed';

const item = (n: number, image: string) => `
    <item>
      <title>Post ${n}</title>
      <link>https://blog.example.test/post-${n}</link>
      <pubDate>Tue, 0${n} Sep 2026 10:00:00 GMT</pubDate>
      <description>&lt;p&gt;Story &lt;b&gt;${n}&lt;/b&gt;&lt;/p&gt;${image}</description>
    </item>`;

const feed = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Blog</title>${items}</channel></rss>`;

describe('parseBlogFeed', () => {
  it('reads the first three posts with title, link, date, plain-text description and image', () => {
    const xml = feed(
      [1, 2, 3, 4]
        .map((n) =>
          item(n, '').replace(
            '</description>',
            `</description><media:content url="/images/blog/p${n}.png" medium="image"/>`,
          ),
        )
        .join(''),
    );
    const posts = parseBlogFeed(xml);
    expect(posts).toHaveLength(3);
    expect(posts[0]).toEqual({
      title: 'Post 1',
      link: 'https://blog.example.test/post-1',
      pubDate: 'Tue, 01 Sep 2026 10:00:00 GMT',
      description: 'Story 1',
      imageUrl: '/images/blog/p1.png',
    });
  });

  it('falls back to the enclosure, then to the first <img> of the description', () => {
    const xml = feed(
      item(1, '').replace('</description>', '</description><enclosure url="/images/e.png" length="0"/>') +
        item(2, '&lt;img src="/images/inline.png" alt=""&gt;') +
        item(3, ''),
    );
    expect(parseBlogFeed(xml).map((post) => post.imageUrl)).toEqual([
      '/images/e.png',
      '/images/inline.png',
      '',
    ]);
  });

  it('rejects a document that is not XML', () => {
    expect(() => parseBlogFeed('<rss><channel>')).toThrow('not valid XML');
  });
});

describe('formatPostDate', () => {
  it("uses the en-AU 'medium' date format", () => {
    expect(formatPostDate('2026-09-01T10:00:00Z')).toBe('1 Sept 2026');
  });

  it('keeps an unreadable date as written', () => {
    expect(formatPostDate('soon')).toBe('soon');
  });
});
