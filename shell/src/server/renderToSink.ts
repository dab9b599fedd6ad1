import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderLimits {
  /** After this, what has not rendered is left to the browser: each pending area ships its loading state. */
  budgetMs: number;
  /** An error inside an area (it then renders in the browser); the digest the browser will be told. */
  onAreaError: (error: unknown) => string | undefined;
  /** Aborted when nobody waits for the page any more: the render stops and the promise rejects. */
  signal?: AbortSignal;
}

/**
 * Renders with React's streaming renderer and hands each chunk on as React writes it. The document waits for
 * every area to be ready or out of time before its body is written: the page's CSP runs no inline script, so the
 * out-of-order reveal of a late Suspense boundary (an inline script) could not run; the areas' budget bounds the
 * wait instead (docs/server-rendering.md#streaming). Rejects when the shell itself could not render.
 */
export function renderToSink(element: ReactNode, limits: RenderLimits, write: (html: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
        done();
      },
      final(done) {
        resolve();
        done();
      },
    });
    const timers: NodeJS.Timeout[] = [];
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        timers.forEach(clearTimeout);
        stream.pipe(sink);
      },
      onShellError(error) {
        timers.forEach(clearTimeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: limits.onAreaError,
      // Every area that is ready is written in place, however large: an outlined one would need React's inline
      // reveal script, which the page's CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    timers.push(
      setTimeout(() => stream.abort(new Error(`Not rendered within ${limits.budgetMs} ms`)), limits.budgetMs),
    );
    const { signal } = limits;
    signal?.addEventListener(
      'abort',
      () => {
        timers.forEach(clearTimeout);
        stream.abort(signal.reason);
        reject(signal.reason instanceof Error ? signal.reason : new Error('The render was stopped'));
      },
      { once: true },
    );
  });
}
