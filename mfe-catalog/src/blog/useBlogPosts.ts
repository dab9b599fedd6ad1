import { apiRequest } from '@sencha/platform';
import type { BlogPost } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';
import { parseBlogFeed } from './blogFeed';

async function fetchBlog(path: string, signal: AbortSignal): Promise<BlogPost[]> {
  const body = await apiRequest<unknown>(path, {
    signal,
    headers: { Accept: 'application/rss+xml, application/xml;q=0.9' },
  });
  if (typeof body !== 'string') throw new Error('The blog feed is not XML.');
  return parseBlogFeed(body);
}

/** The blog's latest posts, from its RSS feed; only the blog list (a deferred chunk) uses it and its parser. */
export const useBlogPosts = () => useResource('/api/blog', fetchBlog);
