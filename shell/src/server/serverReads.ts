import { AsyncLocalStorage } from 'node:async_hooks';
import { setReadyAnswers, type ReadyAnswer } from '@sencha/platform';
import { expandReads, type CheckedPage } from '../boot/pageReads';

/** The ready answers of the request being rendered: each render sees only its own (no module-level state). */
const requestAnswers = new AsyncLocalStorage<ReadonlyMap<string, ReadyAnswer>>();

/** Once per worker: the platform's API client reads the ready answers of whichever request is rendering. */
export function readAnswersPerRequest(): void {
  setReadyAnswers((url) => requestAnswers.getStore()?.get(url));
}

/** Runs a render with its own answers: React's work for it, however it is resumed, stays in this context. */
export const withAnswers = <T>(answers: ReadonlyMap<string, ReadyAnswer>, render: () => T): T =>
  requestAnswers.run(answers, render);

/** Nothing is stored on the server: a page reading the browser's storage is the browser's to render. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Whether the page's content depends on the shopper's browser (its cart, an order): it is not rendered here. */
export const rendersInBrowserOnly = (page: CheckedPage): boolean =>
  page.browserOnly || page.reads.some((read) => read.from === 'storedCart');

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
