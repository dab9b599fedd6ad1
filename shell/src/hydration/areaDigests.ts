/**
 * The digests a server render gives an area it left to the browser (server/renderPage.tsx), which the browser's
 * root is told of while hydrating (monitoring/rootErrorHandlers.ts): a page that reads the browser's storage
 * is no failure; a remote that failed or ran out of time on the server is, and is reported.
 */
export const BROWSER_ONLY_DIGEST = 'browser-only';
export const SERVER_AREA_FAILED_DIGEST = 'area-failed-on-server';

export const digestOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
