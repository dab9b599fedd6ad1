import { getJson, readyJson } from '@sencha/platform';
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

const tilesOf = (body: unknown): FeaturedTile[] => wellFormedList(body, isFeaturedTile, 'featured tiles');
const fetchTiles = async (path: string, signal: AbortSignal): Promise<FeaturedTile[]> =>
  tilesOf(await getJson<unknown>(path, signal));
/** The tiles' answer already in (the server's, or the boot's): their order is fixed, so the first render shows it. */
const readyTiles = (path: string): FeaturedTile[] | undefined => {
  const body = readyJson<unknown>(path);
  return body === undefined ? undefined : tilesOf(body);
};

// The carousel is shuffled on each load (docs/product-rules/catalogue.md#home-page), so it is rendered in the
// browser, never from an answer the server rendered in another order (docs/server-rendering.md).
export const useCarouselItems = () => useResource('/api/home/carousel', fetchCarousel);
export const useFeaturedTiles = () => useResource('/api/home/featured', fetchTiles, readyTiles);
