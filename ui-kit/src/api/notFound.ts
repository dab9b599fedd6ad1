import { ApiError } from '@sencha/platform';

/**
 * Whether a failed load means the thing is not there (the API said 404), as opposed to a failure that may pass
 * (a 503 while the API restarts, a network error): only the first makes a page a dead end search engines should
 * drop (docs/product-rules/search.md#search-engines).
 */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
