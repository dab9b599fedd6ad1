import type { ReadyAnswer } from '@sencha/platform';

/**
 * The hand-over between the boot script (this folder, usually run before the shell's bundle) and the shell:
 * responses the boot script already started, each taken once, so the shell reuses them instead of fetching
 * again (docs/architecture.md#boot).
 */
export interface BootHandover {
  /** The response started for this absolute URL, once; later calls get undefined. */
  take(url: string): Promise<Response> | undefined;
  /**
   * The body of a started GET that has already arrived as successful JSON, for a page's first render: the same
   * on every read until `expireReady` (a render React restarts reads it again). Both optional: a page that got
   * this release's `main.js` may still run the previous release's `boot.js`.
   */
  readReady?(url: string): ReadyAnswer | undefined;
  /** Drops the ready answers and their responses: they were the opening page's (the shopper has moved on). */
  expireReady?(): void;
}

declare global {
  interface Window {
    senchaBoot?: BootHandover;
  }
}

/** The hand-over of a shell that started before the boot script ran: nothing to take, nothing ready. */
const SHELL_FIRST: BootHandover = { take: () => undefined };

/**
 * Called by the shell before its first fetch. boot.js is loaded with async, so on a rare load (the boot script
 * slow to arrive) the shell runs first; the taken slot then tells the boot script to start nothing: the shell
 * fetches its own files, and the page's data starts when the page renders, as without a boot script
 * (docs/architecture.md#boot). A server-rendered page passes the hand-over of the answers it was rendered with.
 */
export function claimHandover(win: Window = window, rendered: BootHandover = SHELL_FIRST): void {
  win.senchaBoot ??= rendered;
}

export const absoluteUrl = (url: string | URL): string => new URL(url, window.location.href).href;

/** The hand-over promise, given up when the caller aborts (a timeout or a left page). */
function untilAborted(given: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return given;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    given.then(resolve, reject);
  });
}

/**
 * A request that asks for a fresh answer (`cache: 'reload'`): a page reading again what it has just changed (the
 * order page after a review). The boot's response for that URL is from before the change; it stays untaken until
 * the shopper's first navigation, so handing it over would show the old data again. (`'no-store'` is how the
 * boot itself reads config.json and remotes.json, which the shell takes over.)
 */
const wantsFresh = (init: RequestInit | undefined) => init?.cache === 'reload';

/**
 * fetch that first takes what the boot script started for the same URL (GET only, unless a fresh answer is
 * asked for). If that failed on the network, it fetches as usual; an HTTP error answer is returned as it is, as
 * fetch would.
 */
export const handedOverFetch: typeof fetch = (input, init) => {
  // Our callers pass URLs; a Request object is fetched as it is.
  const isGet = typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET';
  const given = isGet && !wantsFresh(init) ? window.senchaBoot?.take(absoluteUrl(input)) : undefined;
  if (!given) return fetch(input, init);
  return untilAborted(given, init?.signal).catch((error: unknown) =>
    init?.signal?.aborted ? Promise.reject(error) : fetch(input, init),
  );
};

/** The boot script's ready answers, for the platform's API client (`setReadyAnswers`). */
export const readReadyAnswer = (url: string): ReadyAnswer | undefined =>
  window.senchaBoot?.readReady?.(absoluteUrl(url));

/** At the shopper's first navigation: the boot's answers belonged to the page they opened. */
export const expireReadyAnswers = (): void => window.senchaBoot?.expireReady?.();
