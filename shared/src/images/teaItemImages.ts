import type {
  ImageTransformOptions,
  TeaItemProduct,
  TeaItemProductImage,
  TeaItemProductImageType,
} from '../contract';
import { imageSrcSet } from './srcSet';

/**
 * The tea items' images: which one is a tea item page's main image and at which widths it is drawn, and the
 * image of a listing's summary card. One place for the pages that draw them and the shell's boot script, which
 * preloads a page's first one from its data before the page's code has run (docs/architecture.md#boot): any
 * difference would fetch the image twice.
 */

export const byPosition = (a: TeaItemProductImage, b: TeaItemProductImage): number => a.position - b.position;

export function imagesOfType(
  product: Pick<TeaItemProduct, 'teaItemProductImages'>,
  type: TeaItemProductImageType,
): TeaItemProductImage[] {
  return product.teaItemProductImages.filter((image) => image.imageType === type).sort(byPosition);
}

/**
 * The gallery shows the product photographs, lowest position first (that one is the main image,
 * docs/product-rules/catalogue.md#tea-item-page).
 * Graphics belong to their tabs; a product with no photographs still shows its listing image.
 */
export function galleryImages(
  product: Pick<TeaItemProduct, 'teaItemProductImages' | 'imageURL' | 'name'>,
): TeaItemProductImage[] {
  const photos = imagesOfType(product, 'product');
  if (photos.length > 0) return photos;
  return [{ url: product.imageURL, position: 0, name: product.name, description: '', imageType: 'product' }];
}

/** The main image: drawn 800 wide, offered at these widths for the slot it fills (TeaItemPage.module.css). */
export const MAIN_IMAGE = {
  width: 800,
  widths: [300, 512, 800, 1200],
  sizes: '(min-width: 768px) 50vw, 100vw',
} as const;

/** What an `<img>` (or a `<link rel="preload" as="image">`) of one image needs to pick the same file. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** An image to preload: one file, or a responsive set. */
export type LeadImage = Pick<ResponsiveImage, 'src'> & Partial<ResponsiveImage>;

/** Turns a catalogue image address into the one to draw at a width (useImageUrl, or imageUrl with settings). */
export type ToImageUrl = (url: string, options: ImageTransformOptions) => string;

export function mainImageOf(url: string, toUrl: ToImageUrl): ResponsiveImage {
  return {
    src: toUrl(url, { width: MAIN_IMAGE.width }),
    srcSet: imageSrcSet(toUrl, url, MAIN_IMAGE.widths),
    sizes: MAIN_IMAGE.sizes,
  };
}

/** A summary card's image: the product's listing image, 800 wide, square (docs/product-rules/catalogue.md#images). */
export const SUMMARY_IMAGE_WIDTH = 800;

export function summaryImageOf(imageUrl: string, toUrl: ToImageUrl): LeadImage {
  return { src: toUrl(imageUrl, { width: SUMMARY_IMAGE_WIDTH }) };
}
