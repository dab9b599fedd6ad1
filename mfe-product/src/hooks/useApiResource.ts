import { useEffect, useState } from 'react';
import { InvalidSlugError, assertValidSlug, getJson } from '@sencha/shared';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; errors: string[] } | { status: 'loaded'; data: T };

interface ResourceRequest {
  slug: string | undefined;
  entity: 'teaItem' | 'teaItemProduct';
  path: (slug: string) => string;
  /** What the shopper reads when the call fails (spec section 8). */
  failure: string;
}

interface Settled<T> {
  key: string;
  state: ResourceState<T>;
}

/**
 * Loads one slug-addressed resource. An invalid slug fails at once with the spec's validation message, without
 * a call; a change of slug aborts the call in flight so a slow answer for the old slug never shows.
 */
export function useApiResource<T>({ slug, entity, path, failure }: ResourceRequest): ResourceState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = `${entity}:${slug ?? ''}`;

  let validSlug: string | null = null;
  let invalid: string | null = null;
  try {
    validSlug = assertValidSlug(slug, entity);
  } catch (error) {
    invalid = error instanceof InvalidSlugError ? error.message : failure;
  }
  const url = validSlug === null ? null : path(validSlug);

  useEffect(() => {
    if (url === null) return undefined;
    const controller = new AbortController();
    getJson<T>(url, controller.signal).then(
      (data) => setSettled({ key, state: { status: 'loaded', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failure, error);
        setSettled({ key, state: { status: 'error', errors: [failure] } });
      },
    );
    return () => controller.abort();
  }, [url, key, failure]);

  if (invalid !== null) return { status: 'error', errors: [invalid] };
  // A result for another slug is stale: show loading until this slug's answer arrives.
  return settled?.key === key ? settled.state : { status: 'loading' };
}
