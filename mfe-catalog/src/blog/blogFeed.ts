import type { BlogPost } from '@sencha/shared/contract';
import { formatMediumDate } from '@sencha/ui-kit';

/** The home page shows 3 posts (docs/product-rules/catalogue.md#home-page). */
export const BLOG_POST_COUNT = 3;

const MEDIA_RSS = 'http://search.yahoo.com/mrss/';

function childText(item: Element, tag: string): string {
  return item.getElementsByTagName(tag)[0]?.textContent?.trim() ?? '';
}

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** media:content url, else enclosure url, else the first <img> in the description. */
function imageOf(item: Element, descriptionHtml: string): string {
  const media =
    item.getElementsByTagNameNS(MEDIA_RSS, 'content')[0] ?? item.getElementsByTagName('media:content')[0];
  const enclosure = item.getElementsByTagName('enclosure')[0];
  return (
    media?.getAttribute('url') ||
    enclosure?.getAttribute('url') ||
    parseHtml(descriptionHtml).querySelector('img')?.getAttribute('src') ||
    ''
  );
}

/**
 * The first posts of an RSS 2.0 feed. Descriptions of external feeds may carry HTML: only their text is kept,
 * so nothing from the feed is ever rendered as markup.
 */
export function parseBlogFeed(xml: string, limit: number = BLOG_POST_COUNT): BlogPost[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('The blog feed is not valid XML.');
  return Array.from(doc.getElementsByTagName('item'))
    .slice(0, limit)
    .map((item) => {
      const descriptionHtml = childText(item, 'description');
      return {
        title: childText(item, 'title'),
        link: childText(item, 'link'),
        pubDate: childText(item, 'pubDate'),
        description: (parseHtml(descriptionHtml).body.textContent ?? '').trim(),
        imageUrl: imageOf(item, descriptionHtml),
      };
    });
}

/**
 * Dates in 'medium' format; an unreadable date is shown as the feed wrote it
 * (docs/product-rules/catalogue.md#home-page).
 */
export function formatPostDate(pubDate: string): string {
  const date = new Date(pubDate);
  return Number.isNaN(date.getTime()) ? pubDate : formatMediumDate(date);
}

/** The ISO form for <time dateTime>, or undefined when the date cannot be read. */
export function isoDate(pubDate: string): string | undefined {
  const date = new Date(pubDate);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
