import { getJson } from '@sencha/platform';
import type { CarouselItem, FeaturedTile } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';
import { shuffleAboveThreshold } from './shuffle';
import { isCarouselItem, isFeaturedTile, wellFormedList } from './wellFormed';

/** The carousel shows 15 teas (docs/product-rules/catalogue.md#home-page). */
export const CAROUSEL_ITEM_COUNT = 15;

async function fetchCarousel(path: string, signal: AbortSignal): Promise<CarouselItem[]> {
  const items = wellFormedList(await getJson<unknown>(path, signal), isCarouselItem, 'carousel');
  // Shuffled once per load, so the order stays put while the shopper browses it.
  return shuffleAboveThreshold(items.slice(0, CAROUSEL_ITEM_COUNT));
}

const fetchTiles = async (path: string, signal: AbortSignal): Promise<FeaturedTile[]> =>
  wellFormedList(await getJson<unknown>(path, signal), isFeaturedTile, 'featured tiles');

export const useCarouselItems = () => useResource('/api/home/carousel', fetchCarousel);
export const useFeaturedTiles = () => useResource('/api/home/featured', fetchTiles);
