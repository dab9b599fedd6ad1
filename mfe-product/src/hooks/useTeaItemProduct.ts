import type { TeaItem, TeaItemProduct } from '@sencha/shared';
import { useApiResource, type ResourceState } from './useApiResource';

export const TEA_ITEM_LOAD_ERROR = 'An error occurred while retrieving the tea item.';

const productPath = (slug: string) => `/api/tea-item/${encodeURIComponent(slug)}`;
const teaItemPath = (slug: string) => `/api/tea/${encodeURIComponent(slug)}`;

/** GET /api/tea-item/{slug}: a product with its images and its tea item. */
export function useTeaItemProduct(slug: string | undefined): ResourceState<TeaItemProduct> {
  return useApiResource<TeaItemProduct>({
    slug,
    entity: 'teaItemProduct',
    path: productPath,
    failure: TEA_ITEM_LOAD_ERROR,
  });
}

/** GET /api/tea/{slug}: a tea item with summaries of all its products. */
export function useTeaItem(slug: string | undefined): ResourceState<TeaItem> {
  return useApiResource<TeaItem>({
    slug,
    entity: 'teaItem',
    path: teaItemPath,
    failure: TEA_ITEM_LOAD_ERROR,
  });
}
