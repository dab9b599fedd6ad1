import { useMemo } from 'react';
import type { TeaItemProduct, TeaItemProductImage } from '@sencha/shared/contract';
import { JsonLd, canonicalUrl, markdownSnippet, useImageUrl } from '@sencha/ui-kit';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import { LIGHTBOX_WIDTH } from '../gallery/Lightbox';
import { productJsonLd } from './structuredData';

const absolute = (url: string) =>
  /^https?:\/\//.test(url) ? url : canonicalUrl(url.startsWith('/') ? url : `/${url}`);

/** schema.org Product JSON-LD of the product the page shows, in its server HTML too. */
export function ProductStructuredData({
  product,
  images,
  description,
}: {
  product: TeaItemProduct;
  images: readonly TeaItemProductImage[];
  description: string;
}) {
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
  return <JsonLd data={data} id="tea-item-product-jsonld" />;
}
