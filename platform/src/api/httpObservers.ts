/**
 * What the HTTP layer tells observers about each call: method, path and status, never a body or a header (an
 * order or a checkout session carries e-mail and address). The shell registers session replay here when it is
 * configured (docs/observability.md#the-http-layer).
 */
export interface HttpExchange {
  method: string;
  /** The request's path as the caller wrote it (before the API base), without query or fragment. */
  path: string;
  status: number;
  durationMs: number;
}

export type HttpObserver = (exchange: HttpExchange) => void;

const observers = new Set<HttpObserver>();

/** Each successful response is handed to every observer; returns the unregister function. */
export function observeHttpResponses(observer: HttpObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function notifyHttpResponse(exchange: HttpExchange): void {
  for (const observer of observers) {
    try {
      observer(exchange);
    } catch {
      // An observer (a third-party recorder) must never break the shopper's request.
    }
  }
}
