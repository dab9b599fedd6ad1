import type { ReadyAnswer } from '@sencha/platform';
import { absoluteUrl, type BootHandover } from './handover';

/** The boot script never starts more than this many fetches, whatever the URL or the files say. */
export const MAX_BOOT_FETCHES = 14;

/**
 * What the boot does with a body before the response it hands over resolves (the body is null when the answer
 * is no JSON or an HTTP error). The shell's wait includes this read: for a manifest, the retry plugin's
 * per-attempt timeout counts it too.
 */
export type ReadFirst = (body: unknown, response: Response) => void;

export interface BootFetches {
  handover: BootHandover;
  /**
   * Starts a GET for the shell to take over; null when it was started already, when the shell has already
   * asked for it, or once the bound is reached. With `readFirst`, the response the shell takes resolves only
   * after that has run on its body.
   */
  start(url: string, init?: RequestInit, readFirst?: ReadFirst): Promise<Response> | null;
  /**
   * start, and once a successful JSON answer is in, its body is kept so the shell can read it synchronously
   * (`handover.readReady`, until `expireReady`): the page's first render can show its data
   * (docs/architecture.md#first-render).
   */
  startReadable(url: string, init?: RequestInit): Promise<Response> | null;
  /** The boot starts nothing more: what the shell asks for need no longer be remembered. */
  finish(): void;
}

/** The JSON of a started fetch, for the boot script's own use (the shell takes the original); null if none. */
export async function jsonOf(started: Promise<Response> | null): Promise<unknown> {
  if (!started) return null;
  try {
    const response = await started;
    return response.ok ? await response.clone().json() : null;
  } catch {
    return null;
  }
}

/** An answer the server rendered with, as the response the shell would have fetched. */
const responseOf = ({ body, status }: ReadyAnswer): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The fetches the boot starts and hands over to the shell (docs/architecture.md#boot). `rendered`: the answers a
 * server-rendered page was rendered with, by absolute URL: ready from the start, and never fetched again
 * (docs/server-rendering.md#the-handover).
 */
export function bootFetches(
  fetchImpl: typeof fetch,
  now: () => number = () => performance.now(),
  rendered: ReadonlyMap<string, ReadyAnswer> = new Map(),
): BootFetches {
  const responses = new Map<string, Promise<Response>>();
  const ready = new Map<string, ReadyAnswer>(rendered);
  for (const [url, answer] of rendered) responses.set(url, Promise.resolve(responseOf(answer)));
  // Every URL the shell asks for until the boot has started its last fetch (finish): when the shell's own
  // fetch got there first, starting it again would only fetch it twice.
  const asked = new Set<string>();
  let finished = false;
  let count = 0;
  // A rendered answer a page has read for its first render: asked for again, it is asked of the network (the
  // page reads it again on purpose: useResource's refreshRendered).
  const renderedAndRead = new Set<string>();
  const take = (url: string) => {
    if (!finished) asked.add(url);
    const given = renderedAndRead.has(url) ? undefined : responses.get(url);
    responses.delete(url);
    ready.delete(url);
    return given;
  };
  const start = (url: string, init?: RequestInit, readFirst?: ReadFirst) => {
    const key = absoluteUrl(url);
    if (responses.has(key) || asked.has(key) || count >= MAX_BOOT_FETCHES) return null;
    count += 1;
    const fetched = fetchImpl(key, init);
    const response = readFirst
      ? fetched.then(async (answer) => {
          const body = await jsonOf(Promise.resolve(answer));
          try {
            readFirst(body, answer);
          } catch {
            // What the boot could not do, the shell does as it always does.
          }
          return answer;
        })
      : fetched;
    // A failure is the shell's to see (it fetches again); never an unhandled rejection here.
    response.catch(() => undefined);
    responses.set(key, response);
    return response;
  };
  return {
    handover: {
      take,
      readReady: (url) => {
        const answer = ready.get(url);
        if (answer?.rendered) renderedAndRead.add(url);
        return answer;
      },
      expireReady() {
        // Their responses go too: a later visit to the page fetches fresh data rather than the boot's.
        for (const url of ready.keys()) responses.delete(url);
        ready.clear();
      },
    },
    start,
    startReadable(url, init) {
      const startedAt = now();
      const key = absoluteUrl(url);
      // jsonOf reads no body of an HTTP error (null): only a successful JSON answer is ready. One the shell
      // has taken meanwhile is its own already.
      const keep: ReadFirst = (body, { status }) => {
        if (body !== null && responses.has(key))
          ready.set(key, { body, status, durationMs: Math.round(now() - startedAt) });
      };
      return start(url, init, keep);
    },
    finish() {
      finished = true;
      asked.clear();
    },
  };
}
