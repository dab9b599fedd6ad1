import { getRuntimeConfig } from '../config/runtimeConfig';
import { logger } from '../logging/logger';
import { notifyHttpResponse } from './httpObservers';

/** An HTTP error with the status and the server's message (JSON `message`, when it sent one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * The fetch the API client uses. The shell sets one that first takes the responses its boot script already
 * started for the current page (docs/architecture.md#boot), so the page's data is not fetched twice.
 */
export function setApiFetch(fetchImpl: typeof fetch): void {
  apiFetch = fetchImpl;
}

/**
 * A GET answer that had arrived in full before the page asked for it: the boot script's read of the page's data
 * (docs/architecture.md#first-render). Only successful JSON answers are ready; anything else the page loads as usual.
 */
export interface ReadyAnswer {
  body: unknown;
  status: number;
  durationMs: number;
  /** The answer a server-rendered page was rendered with, read before the page was sent (docs/server-rendering.md). */
  rendered?: boolean;
}

/**
 * The ready answer for an absolute URL, the same one on every call while it lasts (the shell drops them at the
 * shopper's first navigation); undefined when there is none (yet).
 */
export type ReadReadyAnswer = (url: string) => ReadyAnswer | undefined;

let readReady: ReadReadyAnswer = () => undefined;
/** The ready answers the observers have heard of: each once, however often a render reads it. */
const reported = new Set<string>();

/** Where ready answers come from: the shell passes its boot script's hand-over. */
export function setReadyAnswers(read: ReadReadyAnswer): void {
  readReady = read;
}

export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBase}${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A path as observers and logs see it: no query or fragment (a token there may name an e-mail). */
const withoutQuery = (path: string): string => path.replace(/[?#].*$/s, '');

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const started = performance.now();
  const response = await apiFetch(apiUrl(path), {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await readBody(response);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  notifyHttpResponse({
    method: init.method ?? 'GET',
    path: withoutQuery(path),
    status: response.status,
    durationMs: Math.round(performance.now() - started),
  });
  return body as T;
}

/**
 * The HTTP layer every remote uses (docs/observability.md#the-http-layer): each successful response is handed to
 * the registered observers (session replay, when configured); every failure is logged and rethrown, so the
 * caller still decides what the shopper sees. An aborted request is the caller's own doing and is not logged.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await send<T>(path, init);
  } catch (error) {
    if (!init.signal?.aborted)
      logger.error(`HTTP ${init.method ?? 'GET'} ${withoutQuery(path)} failed`, error);
    throw error;
  }
}

/**
 * The body of a GET for `path` whose answer has already arrived (the observers hear of it once, as of any
 * answer), or undefined, and the caller loads it as usual. A page's first render can then show its data instead
 * of a loading state it would replace a moment later. Reading has no effect on what a later call reads, so a
 * render React restarts reads the same. Like getJson, the body is the server's, typed by the caller.
 */
export function readyJson<T>(path: string): T | undefined {
  const url = apiUrl(path);
  let answer: ReadyAnswer | undefined;
  try {
    answer = readReady(url);
  } catch {
    // A broken hand-over only means the page loads its data itself.
  }
  if (!answer) return undefined;
  if (reported.has(url)) return answer.body as T;
  reported.add(url);
  notifyHttpResponse({
    method: 'GET',
    path: withoutQuery(path),
    status: answer.status,
    durationMs: answer.durationMs,
  });
  return answer.body as T;
}

/**
 * Whether the ready answer for `path` is the one the server rendered the page with: what changes by the second
 * (stock) is then read again once the page is live (ui-kit `useResource`'s `refreshRendered`).
 */
export function isRenderedAnswer(path: string): boolean {
  try {
    return readReady(apiUrl(path))?.rendered === true;
  } catch {
    return false;
  }
}

export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, signal ? { signal } : {});

export const postJson = <T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(payload), ...(signal ? { signal } : {}) });
