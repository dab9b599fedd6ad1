import type { RemoteModuleId, TeaItemProductImage } from '@sencha/platform';
import { isValidSlug } from '@sencha/ui-kit/slug';
import {
  galleryImages,
  mainImageOf,
  summaryImageOf,
  type LeadImage,
  type ToImageUrl,
} from '@sencha/ui-kit/tea-item-images';
import { isRecord } from '../boot/isRecord';

/** The route's parameters, with the route's fixed page props over them (`/matcha-tea` is the type 'matcha'). */
type DataPaths = (params: Record<string, string>) => string[];

const bySlug =
  (prefix: string): DataPaths =>
  ({ slug }) =>
    isValidSlug(slug) ? [`${prefix}${encodeURIComponent(slug)}`] : [];

/** A listing page reads its type, region or flavour and that one's teas, side by side. */
const listing =
  (segment: string): DataPaths =>
  (params) =>
    bySlug(`/api/${segment}/`)(params).flatMap((entity) => [entity, `${entity}/tea`]);

/** An order id as the API issues them (a UUID); anything else the page itself reports. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byOrderId: DataPaths = ({ orderId = '' }) =>
  ORDER_ID.test(orderId) ? [`/api/order/${encodeURIComponent(orderId)}`] : [];

/**
 * The API reads a page starts with, so the boot script can start them beside the page's code: the same paths
 * the remotes' hooks ask for (mfe-product useTeaItemProduct, mfe-catalog useHomeData and useTeaListing,
 * mfe-orders useOrder). If a remote changes its paths, this only stops helping (the page fetches what it needs
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
};

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
