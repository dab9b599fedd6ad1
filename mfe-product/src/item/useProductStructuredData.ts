import { useMemo } from 'react';
import type { TeaItemProduct, TeaItemProductImage } from '@sencha/shared/contract';
import { canonicalUrl, markdownSnippet, useImageUrl, useJsonLd } from '@sencha/ui-kit';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import { LIGHTBOX_WIDTH } from '../gallery/Lightbox';
import { productJsonLd } from './structuredData';

const absolute = (url: string) =>
  /^https?:\/\//.test(url) ? url : canonicalUrl(url.startsWith('/') ? url : `/${url}`);

/** schema.org Product JSON-LD in document.head while the page shows this product. */
export function useProductStructuredData(
  product: TeaItemProduct,
  images: readonly TeaItemProductImage[],
  description: string,
): void {
  const toUrl = useImageUrl();
  const data = useMemo(
    () =>
      productJsonLd({
        product,
        images: images.map((image) => absolute(toUrl(image.url, { width: LIGHTBOX_WIDTH }))),
        description: markdownSnippet(description),
        url: canonicalUrl(teaItemProductPath(product.slug)),
      }),
    [product, images, description, toUrl],
  );
  useJsonLd(data, 'tea-item-product-jsonld');
}
