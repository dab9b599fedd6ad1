import { useMemo } from 'react';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { BreadcrumbsJsonLd, canonicalUrl, markdownSnippet, usePageMetadata } from '@sencha/ui-kit';
import { teaItemProductPath, teaTypePath } from '@sencha/shared/site-paths';
import { DescriptionSections } from '../description/DescriptionSections';
import { Gallery } from '../gallery/Gallery';
import { galleryImages } from '@sencha/shared/tea-item-images';
import { ProductInfo } from '../info/ProductInfo';
import { blockMarkdown, splitDescription } from '../description/splitDescription';
import { ProductStructuredData } from './ProductStructuredData';
import { teaItemPageTitle } from './title';
import styles from './TeaItemPage.module.css';

/** A loaded tea item product. */
export function TeaItemView({ product }: { product: TeaItemProduct }) {
  const images = useMemo(() => galleryImages(product), [product]);
  const summary = useMemo(() => {
    const split = splitDescription(product.description);
    return blockMarkdown(split, 'Brief') ?? blockMarkdown(split, 'Description') ?? '';
  }, [product.description]);
  const mainImage = images[0]?.url ?? product.imageURL;

  usePageMetadata({
    title: teaItemPageTitle(product),
    ...(summary ? { description: markdownSnippet(summary) } : {}),
    ...(mainImage ? { image: mainImage } : {}),
    // One address for the product whichever route showed it (/tea-item, /matcha-tea, /herbal-tea).
    url: canonicalUrl(teaItemProductPath(product.slug)),
    type: 'product',
  });
  const { teaType } = product.teaItem;
  const crumbs = useMemo(
    () => [
      ...(teaType ? [{ name: teaType.name, path: teaTypePath(teaType) }] : []),
      { name: product.name, path: teaItemProductPath(product.slug) },
    ],
    [teaType, product.name, product.slug],
  );

  return (
    <article className={styles.page}>
      <div className={styles.layout}>
        <Gallery images={images} productName={product.name} />
        <ProductInfo product={product} mainImageUrl={mainImage} />
      </div>
      <DescriptionSections product={product} />
      <ProductStructuredData product={product} images={images} description={summary} />
      <BreadcrumbsJsonLd crumbs={crumbs} />
    </article>
  );
}
