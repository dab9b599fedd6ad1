import { getJson, readyJson } from '@sencha/platform';
import type { TeaItem, TeaItemProduct } from '@sencha/shared/contract';
import { isNotFoundError, useResource } from '@sencha/ui-kit';
import { InvalidSlugError, assertValidSlug } from '@sencha/shared/slug';

export const TEA_ITEM_LOAD_ERROR = 'An error occurred while retrieving the tea item.';

/** notFound: the slug is invalid or the API has no such thing (a dead end for search engines), not a failure. */
export type ProductLoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; errors: string[]; notFound: boolean }
  | { status: 'loaded'; data: T };

const productPath = (slug: string) => `/api/tea-item/${encodeURIComponent(slug)}`;
const teaItemPath = (slug: string) => `/api/tea/${encodeURIComponent(slug)}`;

/** Fetches one API path; a failure (not an abort) is logged with the message the shopper reads. */
async function fetchLogged<T>(path: string, signal: AbortSignal): Promise<T> {
  try {
    return await getJson<T>(path, signal);
  } catch (error) {
    if (!signal.aborted) console.error(TEA_ITEM_LOAD_ERROR, error);
    throw error;
  }
}

/**
 * Loads one slug-addressed resource. An invalid slug fails at once with its message
 * (docs/product-rules/catalogue.md#slugs), without a call; a change of slug aborts the call in flight so a slow answer
 * for the old slug never shows.
 */
function useSlugResource<T>(
  slug: string | undefined,
  entity: 'teaItem' | 'teaItemProduct',
  path: (slug: string) => string,
): ProductLoadState<T> {
  let url: string | null = null;
  let invalid: string | null = null;
  try {
    url = path(assertValidSlug(slug, entity));
  } catch (error) {
    invalid = error instanceof InvalidSlugError ? error.message : TEA_ITEM_LOAD_ERROR;
  }
  // Its stock and price are read again once the page is live when the server rendered them.
  const resource = useResource<T>(url, fetchLogged, readyJson, { refreshRendered: true });

  if (invalid !== null) return { status: 'error', errors: [invalid], notFound: true };
  if (resource.loading || url === null) return { status: 'loading' };
  if (resource.error)
    return { status: 'error', errors: [TEA_ITEM_LOAD_ERROR], notFound: isNotFoundError(resource.error) };
  return { status: 'loaded', data: resource.data as T };
}

/** GET /api/tea-item/{slug}: a product with its images and its tea item. */
export function useTeaItemProduct(slug: string | undefined): ProductLoadState<TeaItemProduct> {
  return useSlugResource<TeaItemProduct>(slug, 'teaItemProduct', productPath);
}

/** GET /api/tea/{slug}: a tea item with summaries of all its products. */
export function useTeaItem(slug: string | undefined): ProductLoadState<TeaItem> {
  return useSlugResource<TeaItem>(slug, 'teaItem', teaItemPath);
}
