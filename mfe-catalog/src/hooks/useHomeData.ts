import { apiRequest, getJson, type BlogPost, type CarouselItem, type FeaturedTile } from '@sencha/platform';
import { useResource } from '@sencha/ui-kit';
import { parseBlogFeed } from '../lib/blogFeed';
import { shuffleAboveThreshold } from '../lib/shuffle';
import { isCarouselItem, isFeaturedTile, wellFormedList } from '../lib/wellFormed';

/** The carousel shows 15 teas (docs/product-rules.md#home-page). */
export const CAROUSEL_ITEM_COUNT = 15;

async function fetchCarousel(path: string, signal: AbortSignal): Promise<CarouselItem[]> {
  const items = wellFormedList(await getJson<unknown>(path, signal), isCarouselItem, 'carousel');
  // Shuffled once per load, so the order stays put while the shopper browses it.
  return shuffleAboveThreshold(items.slice(0, CAROUSEL_ITEM_COUNT));
}

const fetchTiles = async (path: string, signal: AbortSignal): Promise<FeaturedTile[]> =>
  wellFormedList(await getJson<unknown>(path, signal), isFeaturedTile, 'featured tiles');

async function fetchBlog(path: string, signal: AbortSignal): Promise<BlogPost[]> {
  const body = await apiRequest<unknown>(path, {
    signal,
    headers: { Accept: 'application/rss+xml, application/xml;q=0.9' },
  });
  if (typeof body !== 'string') throw new Error('The blog feed is not XML.');
  return parseBlogFeed(body);
}

export const useCarouselItems = () => useResource('/api/home/carousel', fetchCarousel);
export const useFeaturedTiles = () => useResource('/api/home/featured', fetchTiles);
export const useBlogPosts = () => useResource('/api/blog', fetchBlog);
