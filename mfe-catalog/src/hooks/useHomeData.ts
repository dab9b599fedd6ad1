import { getJson, takeReadyJson, type CarouselItem, type FeaturedTile } from '@sencha/platform';
import { useResource } from '@sencha/ui-kit';
import { shuffleAboveThreshold } from '../lib/shuffle';
import { isCarouselItem, isFeaturedTile, wellFormedList } from '../lib/wellFormed';

/** The carousel shows 15 teas (docs/product-rules.md#home-page). */
export const CAROUSEL_ITEM_COUNT = 15;

function carouselOf(body: unknown): CarouselItem[] {
  const items = wellFormedList(body, isCarouselItem, 'carousel');
  // Shuffled once per load, so the order stays put while the shopper browses it.
  return shuffleAboveThreshold(items.slice(0, CAROUSEL_ITEM_COUNT));
}

const tilesOf = (body: unknown): FeaturedTile[] => wellFormedList(body, isFeaturedTile, 'featured tiles');

/** A list's fetcher, and its value from an answer that has already arrived, both read by the same rule. */
function listResource<T>(read: (body: unknown) => T) {
  return {
    fetch: async (path: string, signal: AbortSignal) => read(await getJson<unknown>(path, signal)),
    ready: (path: string) => {
      const body = takeReadyJson<unknown>(path);
      return body === undefined ? undefined : read(body);
    },
  };
}

const carousel = listResource(carouselOf);
const tiles = listResource(tilesOf);

export const useCarouselItems = () => useResource('/api/home/carousel', carousel.fetch, carousel.ready);
export const useFeaturedTiles = () => useResource('/api/home/featured', tiles.fetch, tiles.ready);
