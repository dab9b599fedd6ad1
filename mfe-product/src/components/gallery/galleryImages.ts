import type { TeaItemProduct, TeaItemProductImage, TeaItemProductImageType } from '@sencha/platform';

export const byPosition = (a: TeaItemProductImage, b: TeaItemProductImage): number => a.position - b.position;

export function imagesOfType(
  product: Pick<TeaItemProduct, 'teaItemProductImages'>,
  type: TeaItemProductImageType,
): TeaItemProductImage[] {
  return product.teaItemProductImages.filter((image) => image.imageType === type).sort(byPosition);
}

/**
 * The gallery shows the product photographs, lowest position first (that one is the main image,
 * docs/product-rules.md#tea-item-page).
 * Graphics belong to their tabs; a product with no photographs still shows its listing image.
 */
export function galleryImages(
  product: Pick<TeaItemProduct, 'teaItemProductImages' | 'imageURL' | 'name'>,
): TeaItemProductImage[] {
  const photos = imagesOfType(product, 'product');
  if (photos.length > 0) return photos;
  return [{ url: product.imageURL, position: 0, name: product.name, description: '', imageType: 'product' }];
}
