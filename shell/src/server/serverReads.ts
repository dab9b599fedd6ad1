import { AsyncLocalStorage } from 'node:async_hooks';
import { setLoadSeed, setReadyAnswers, type ReadyAnswer } from '@sencha/platform';
import { expandReads, type CheckedPage } from '../boot/pageReads';
import type { CartHint } from '../cartHint/cartHint';

/** What a render reads as its own: its ready answers and its load's seed. */
export interface RequestReads {
  answers: ReadonlyMap<string, ReadyAnswer>;
  seed: number;
}

/** The reads of the request being rendered: each render sees only its own (no module-level state). */
const requestReads = new AsyncLocalStorage<RequestReads>();

/**
 * Once per worker: the platform's API client reads the ready answers, and `loadSeed` the seed, of whichever
 * request is rendering.
 */
export function readAnswersPerRequest(): void {
  setReadyAnswers((url) => requestReads.getStore()?.answers.get(url));
  setLoadSeed(() => requestReads.getStore()?.seed ?? 0);
}

/** Runs a render with its own reads: React's work for it, however it is resumed, stays in this context. */
export const withAnswers = <T>(reads: RequestReads, render: () => T): T => requestReads.run(reads, render);

/** Nothing is stored on the server: a page reading the browser's storage is the browser's to render. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * Whether the page's content depends on what only the shopper's browser has (an order, a cart with lines): it is
 * not rendered here. A page that reads the stored cart renders here when the cart hint says it is empty
 * (docs/server-rendering.md#the-empty-cart): with no lines it reads nothing of the cart.
 */
export const rendersInBrowserOnly = (page: CheckedPage, cart: CartHint): boolean =>
  page.browserOnly || (cart === 'filled' && page.reads.some((read) => read.from === 'storedCart'));

export interface ServerReads {
  /** By the URL the page's API client asks for (`apiBase` + path): what the render and the browser read. */
  answers: Map<string, ReadyAnswer>;
  /** Settles when every read has its answer, failed or timed out (never rejects). */
  settled: Promise<void>;
}

/**
 * The page's first API reads, as its remote's manifest declares them (boot/pageReads.ts, the same the browser's
 * boot starts), and the shell's own (`shellReads`: its menu), read from the API here. Only successful JSON answers are kept; the rest the page loads itself.
 */
export function startServerReads(
  page: CheckedPage,
  params: Record<string, string>,
  {
    apiOrigin,
    apiBase,
    signal,
    shellReads = [],
  }: { apiOrigin: string; apiBase: string; signal: AbortSignal; shellReads?: readonly string[] },
): ServerReads {
  const answers = new Map<string, ReadyAnswer>();
  const paths = [...shellReads, ...expandReads(page, params, NO_STORAGE).flat()];
  const started = performance.now();
  const read = async (path: string) => {
    const response = await fetch(`${apiOrigin}${path}`, { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) return;
    const body: unknown = await response.json();
    // Rendered: what the render reads is the server's answer, as the browser's hand-over marks it.
    answers.set(`${apiBase}${path}`, {
      body,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      rendered: true,
    });
  };
  const settled = Promise.allSettled(paths.map(read)).then(() => undefined);
  return { answers, settled };
}
