import { getJson, loadSeed, readyJson } from '@sencha/platform';
import type { CarouselItem, FeaturedTile } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';
import { seededRandom } from './seededRandom';
import { shuffleAboveThreshold } from './shuffle';
import { isCarouselItem, isFeaturedTile, wellFormedList } from './wellFormed';

/** The carousel shows 15 teas (docs/product-rules/catalogue.md#home-page). */
export const CAROUSEL_ITEM_COUNT = 15;

/**
 * Shuffled by the load's seed: the same order on every read of the load, so it stays put while the shopper
 * browses, and a server-rendered carousel hydrates in the order it was rendered in.
 */
const carouselOf = (body: unknown): CarouselItem[] =>
  shuffleAboveThreshold(
    wellFormedList(body, isCarouselItem, 'carousel').slice(0, CAROUSEL_ITEM_COUNT),
    undefined,
    seededRandom(loadSeed()),
  );
const fetchCarousel = async (path: string, signal: AbortSignal): Promise<CarouselItem[]> =>
  carouselOf(await getJson<unknown>(path, signal));
const readyCarousel = (path: string): CarouselItem[] | undefined => {
  const body = readyJson<unknown>(path);
  return body === undefined ? undefined : carouselOf(body);
};

const tilesOf = (body: unknown): FeaturedTile[] => wellFormedList(body, isFeaturedTile, 'featured tiles');
const fetchTiles = async (path: string, signal: AbortSignal): Promise<FeaturedTile[]> =>
  tilesOf(await getJson<unknown>(path, signal));
/** The tiles' answer already in (the server's, or the boot's): their order is fixed, so the first render shows it. */
const readyTiles = (path: string): FeaturedTile[] | undefined => {
  const body = readyJson<unknown>(path);
  return body === undefined ? undefined : tilesOf(body);
};

// Shuffled on each load (docs/product-rules/catalogue.md#home-page), by the load's seed.
export const useCarouselItems = () => useResource('/api/home/carousel', fetchCarousel, readyCarousel);
export const useFeaturedTiles = () => useResource('/api/home/featured', fetchTiles, readyTiles);
