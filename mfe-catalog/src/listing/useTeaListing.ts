import { getJson, readyJson } from '@sencha/platform';
import type { TeaItemProductSummary } from '@sencha/shared/contract';
import { isNotFoundError, useResource } from '@sencha/ui-kit';
import {
  ENTITY_ERROR_MESSAGES,
  TEAS_ERROR_MESSAGE,
  entityPath,
  listingSlugError,
  teasPath,
  type ListingEntities,
  type ListingKind,
} from './listing';

export interface TeaListing<E> {
  entity: E | null;
  /** Null while loading (and when there is nothing to load). */
  teas: TeaItemProductSummary[] | null;
  errors: string[];
  /** The slug is invalid or the API has no such type, region or flavour (not a failure that may pass). */
  notFound: boolean;
  entityLoading: boolean;
  teasLoading: boolean;
}

const fetchJson = <T>(path: string, signal: AbortSignal): Promise<T> => getJson<T>(path, signal);

/**
 * A listing page's data: its type, region or flavour and its teas, loaded side by side. Both reset on every
 * slug change and a stale request is aborted; an invalid slug gives its message and calls nothing
 * (docs/product-rules/catalogue.md#slugs).
 */
export function useTeaListing<K extends ListingKind>(
  kind: K,
  slug: string | undefined,
): TeaListing<ListingEntities[K]> {
  const invalid = listingSlugError(kind, slug);
  const valid = invalid === null && slug !== undefined;
  const entity = useResource<ListingEntities[K]>(valid ? entityPath(kind, slug) : null, fetchJson, readyJson);
  // The cards' stock badges are read again once the page is live when the server rendered them.
  const teas = useResource<TeaItemProductSummary[]>(
    valid ? teasPath(kind, slug) : null,
    fetchJson,
    readyJson,
    {
      refreshRendered: true,
    },
  );

  const errors: string[] = [];
  if (invalid !== null) errors.push(invalid);
  if (entity.error) errors.push(ENTITY_ERROR_MESSAGES[kind]);
  if (teas.error) errors.push(TEAS_ERROR_MESSAGE);

  return {
    entity: entity.data,
    teas: teas.data,
    errors,
    notFound: invalid !== null || isNotFoundError(entity.error),
    entityLoading: entity.loading,
    teasLoading: teas.loading,
  };
}
