import { XMLParser } from 'fast-xml-parser';
import { escapeXml } from '../http/xml';
import type { BlogPost } from '@sencha/shared/contract';

function mimeOf(url: string): string {
  if (/\.png($|\?)/i.test(url)) return 'image/png';
  if (/\.webp($|\?)/i.test(url)) return 'image/webp';
  if (/\.avif($|\?)/i.test(url)) return 'image/avif';
  return 'image/jpeg';
}

export interface FeedInfo {
  title: string;
  link: string;
  description: string;
}

/** RSS 2.0 with Media RSS: per item title, link, guid, pubDate, description, media:content and enclosure. */
export function buildRss(feed: FeedInfo, posts: BlogPost[]): string {
  const items = posts
    .map((post) => {
      const date = new Date(post.pubDate);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(post.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(post.link)}</guid>`,
        `      <pubDate>${Number.isNaN(date.getTime()) ? escapeXml(post.pubDate) : date.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(post.description)}</description>`,
        `      <media:content url="${escapeXml(post.imageUrl)}" medium="image" type="${mimeOf(post.imageUrl)}"/>`,
        `      <enclosure url="${escapeXml(post.imageUrl)}" length="0" type="${mimeOf(post.imageUrl)}"/>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en-au</language>',
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** True when text parses as an RSS 2.0 document with a channel (used to vet an external feed). */
export function looksLikeRss(text: string): boolean {
  try {
    const parsed: unknown = new XMLParser({ ignoreAttributes: false }).parse(text);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const rss = (parsed as Record<string, unknown>).rss;
    return typeof rss === 'object' && rss !== null && 'channel' in rss;
  } catch {
    return false;
  }
}
