import type { TeaItemProduct } from '@sencha/shared/contract';
import { isOnSale } from '@sencha/shared/sale-state';

export type SchemaAvailability =
  'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  image: string[];
  description: string;
  sku: string;
  offers: {
    '@type': 'Offer';
    price: string;
    priceCurrency: 'AUD';
    availability: SchemaAvailability;
    url: string;
  };
}

export function availability(product: TeaItemProduct, now: number = Date.now()): SchemaAvailability {
  if (!isOnSale(product, now)) return 'https://schema.org/PreOrder';
  return product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

interface JsonLdInput {
  product: TeaItemProduct;
  /** Absolute image addresses, main image first. */
  images: string[];
  /** Plain text (search engines read the description as text, not markdown). */
  description: string;
  url: string;
  now?: number;
}

/** schema.org Product with an AUD offer, for search engines' rich results. */
export function productJsonLd({ product, images, description, url, now }: JsonLdInput): ProductJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: product.slug,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'AUD',
      availability: availability(product, now),
      url,
    },
  };
}
