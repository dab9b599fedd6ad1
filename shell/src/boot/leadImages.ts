import type { PageLeadImage } from '@sencha/platform';
import type { TeaItemProductImage } from '@sencha/shared/contract';
import {
  galleryImages,
  mainImageOf,
  summaryImageOf,
  type LeadImage,
  type ToImageUrl,
} from '@sencha/shared/tea-item-images';
import { isRecord } from './isRecord';

/** The image a page paints largest, from one first read's answer (null when it failed), or null. */
export type LeadImageOf = (answer: unknown, toUrl: ToImageUrl) => LeadImage | null;

const isImage = (value: unknown): value is TeaItemProductImage =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  typeof value.position === 'number' &&
  typeof value.imageType === 'string';

/** The tea item's main image, from a body that has the fields the gallery reads (anything else: none). */
const teaItemMainImage: LeadImageOf = (data, toUrl) => {
  if (!isRecord(data) || typeof data.imageURL !== 'string' || typeof data.name !== 'string') return null;
  const images = data.teaItemProductImages;
  if (!Array.isArray(images) || !images.every(isImage)) return null;
  const [main] = galleryImages({ imageURL: data.imageURL, name: data.name, teaItemProductImages: images });
  return main?.url ? mainImageOf(main.url, toUrl) : null;
};

/** A listing's first card's image, from its teas (the grid keeps the API's order). */
const listingFirstImage: LeadImageOf = (teas, toUrl) => {
  const first: unknown = Array.isArray(teas) ? teas[0] : undefined;
  if (!isRecord(first) || typeof first.imageURL !== 'string' || !first.imageURL) return null;
  return summaryImageOf(first.imageURL, toUrl);
};

/**
 * The lead image rules a remote may name in its pages.json (`leadImage.rule`): the boot script preloads the
 * image at high priority from the read's answer, where the page would ask for it only once its code has run.
 * The rules are the pages' own (shared tea-item-images), so the preload and the page's `<img>` pick the same
 * file (docs/architecture.md#boot).
 */
export const LEAD_IMAGE_RULES: Readonly<Record<PageLeadImage['rule'], LeadImageOf>> = {
  'tea-item-gallery': teaItemMainImage,
  'first-card': listingFirstImage,
};

export const isLeadImageRule = (rule: unknown): rule is PageLeadImage['rule'] =>
  typeof rule === 'string' && Object.hasOwn(LEAD_IMAGE_RULES, rule);
