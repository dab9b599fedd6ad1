import type { RemoteModuleId, StorageLike, TeaItemProductImage } from '@sencha/platform';
import { readStoredCartItems } from '@sencha/platform/stored-cart';
import { isValidSlug } from '@sencha/ui-kit/slug';
import {
  galleryImages,
  mainImageOf,
  summaryImageOf,
  type LeadImage,
  type ToImageUrl,
} from '@sencha/ui-kit/tea-item-images';
import { isRecord } from '../boot/isRecord';

/**
 * The route's parameters, with the route's fixed page props over them (`/matcha-tea` is the type 'matcha'),
 * and the shop's local storage, read-only.
 */
type DataPaths = (params: Record<string, string>, storage: StorageLike) => string[];

/** The API path of a slug the pages would accept, or none. */
const slugPath = (prefix: string, slug: string | undefined): string[] =>
  slug !== undefined && isValidSlug(slug) ? [`${prefix}${encodeURIComponent(slug)}`] : [];

const bySlug =
  (prefix: string): DataPaths =>
  ({ slug }) =>
    slugPath(prefix, slug);

/** A listing page reads its type, region or flavour and that one's teas, side by side. */
const listing =
  (segment: string): DataPaths =>
  ({ slug }) =>
    slugPath(`/api/${segment}/`, slug).flatMap((entity) => [entity, `${entity}/tea`]);

/** An order id as the API issues them (a UUID); anything else the page itself reports. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byOrderId: DataPaths = ({ orderId = '' }) =>
  ORDER_ID.test(orderId) ? [`/api/order/${encodeURIComponent(orderId)}`] : [];

/**
 * The cart lines whose stock the cart page refreshes first: the ones a phone shows above the fold. A longer
 * cart asks for the rest itself, and the boot keeps its fetches for the page's code (MAX_BOOT_FETCHES).
 */
export const MAX_BOOT_CART_LINES = 3;

/** The stored cart's lines, as the cart page asks for their stock (mfe-cart-checkout useLineStock). */
const cartLineStock: DataPaths = (_params, storage) =>
  [...new Set(readStoredCartItems(storage).flatMap(({ slug }) => slugPath('/api/tea-item/', slug)))].slice(
    0,
    MAX_BOOT_CART_LINES,
  );

/**
 * The API reads a page starts with, so the boot script can start them beside the page's code: the same paths
 * the remotes' hooks ask for (mfe-product useTeaItemProduct, mfe-catalog useHomeData and useTeaListing,
 * mfe-orders useOrder, mfe-cart-checkout useLineStock, mfe-content useFaqs). If a remote changes its paths, this only stops helping (the page fetches what it needs
 * itself); nothing breaks (docs/architecture.md#boot). A slug the page would refuse is not requested.
 */
export const PAGE_DATA: Partial<Record<RemoteModuleId, DataPaths>> = {
  'catalog/HomePage': () => ['/api/home/carousel', '/api/home/featured'],
  'catalog/TeaTypePage': listing('teatype'),
  'catalog/TeaRegionPage': listing('region'),
  'catalog/TeaFlavourPage': listing('flavour'),
  'product/TeaItemPage': bySlug('/api/tea-item/'),
  'product/TeaItemListPage': bySlug('/api/tea/'),
  'orders/OrderStatusPage': byOrderId,
  'cartCheckout/CartPage': cartLineStock,
  'content/FaqPage': () => ['/api/faq'],
};

/**
 * The pages that render data the boot has already read in their first render (`useResource`'s `ready`), so
 * the boot keeps those bodies for them. Home does not (its largest paint is the hero, which needs no data), nor
 * does the cart (its stock refresh is not what it paints first).
 */
export const PAGE_READY: ReadonlySet<RemoteModuleId> = new Set<RemoteModuleId>([
  'catalog/TeaTypePage',
  'catalog/TeaRegionPage',
  'catalog/TeaFlavourPage',
  'product/TeaItemPage',
  'product/TeaItemListPage',
  'orders/OrderStatusPage',
]);

/** The image from a page's PAGE_DATA answers (in their order; a failed one is null), or null. */
export type LeadImageOf = (answers: readonly unknown[], toUrl: ToImageUrl) => LeadImage | null;

const isImage = (value: unknown): value is TeaItemProductImage =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  typeof value.position === 'number' &&
  typeof value.imageType === 'string';

/** The tea item's main image, from a body that has the fields the gallery reads (anything else: none). */
const teaItemMainImage: LeadImageOf = ([data], toUrl) => {
  if (!isRecord(data) || typeof data.imageURL !== 'string' || typeof data.name !== 'string') return null;
  const images = data.teaItemProductImages;
  if (!Array.isArray(images) || !images.every(isImage)) return null;
  const [main] = galleryImages({ imageURL: data.imageURL, name: data.name, teaItemProductImages: images });
  return main?.url ? mainImageOf(main.url, toUrl) : null;
};

/** A listing's first card's image, from its teas (the second answer: the grid keeps the API's order). */
const listingFirstImage: LeadImageOf = ([, teas], toUrl) => {
  const first: unknown = Array.isArray(teas) ? teas[0] : undefined;
  if (!isRecord(first) || typeof first.imageURL !== 'string' || !first.imageURL) return null;
  return summaryImageOf(first.imageURL, toUrl);
};

/**
 * The image a page paints largest, read from its PAGE_DATA answers, which the boot script then preloads at high
 * priority: the page would otherwise ask for it only once its code has run and rendered. The rule is the
 * page's own (ui-kit tea-item-images), so the preload and the page's `<img>` pick the same file.
 */
export const PAGE_LEAD_IMAGE: Partial<Record<RemoteModuleId, LeadImageOf>> = {
  'product/TeaItemPage': teaItemMainImage,
  'catalog/TeaTypePage': listingFirstImage,
  'catalog/TeaRegionPage': listingFirstImage,
  'catalog/TeaFlavourPage': listingFirstImage,
};
