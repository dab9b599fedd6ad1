import type { TeaItemProduct } from '@sencha/shared/contract';

const SUFFIX = ' - Sencha Tea';

/**
 * '{name} {tea type} from {region} - Sencha Tea' when both exist, else '{name} - Sencha Tea'
 * (docs/product-rules/search.md#page-titles).
 */
export function teaItemPageTitle(product: Pick<TeaItemProduct, 'name' | 'teaItem'>): string {
  const { teaType, teaRegion } = product.teaItem;
  if (teaType && teaRegion) return `${product.name} ${teaType.name} from ${teaRegion.name}${SUFFIX}`;
  return `${product.name}${SUFFIX}`;
}
