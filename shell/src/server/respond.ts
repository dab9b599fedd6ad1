import type { ServerResponse } from 'node:http';
import type { ServerState } from '../boot/serverState';
import type { PageDocument } from './pageDocument';
import type { RenderHandlers } from './workerPool';
import { RENDERED_MARK } from '../boot/serverState';

/**
 * Writes one page as its render arrives: the head at once (the browser starts the shell's styles while the page
 * renders), the page's own head tags (its stylesheets, then its title and share tags, or the shell's), its body,
 * then its state. Ends with the empty root when the
 * render fails or takes longer than `deadlineMs`: the browser then renders the page, as without this server.
 * Whatever a worker sends after the end is dropped.
 */
export function streamPage(
  response: ServerResponse,
  document: PageDocument,
  /** The head for a rendered page, and the shell's title and share tags for a page that tells none. */
  { head, defaultMetadata }: { head: string; defaultMetadata: string },
  deadlineMs: number,
  onFailure: (reason: string) => void,
): RenderHandlers {
  let done = false;
  let bodyStarted = false;
  let metadataWritten = false;
  const writeBody = (html: string) => {
    if (!bodyStarted) response.write(`${metadataWritten ? '' : defaultMetadata}${document.bodyStart}`);
    bodyStarted = true;
    if (html) response.write(html);
  };
  const finish = (state: ServerState | null) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    // The shopper may have gone, or the server ended the answer on an error of its own.
    if (response.writableEnded || response.destroyed) return;
    writeBody('');
    response.end(document.end(state));
  };
  const timer = setTimeout(() => {
    onFailure(`no render within ${deadlineMs} ms`);
    finish(null);
  }, deadlineMs);
  // The shopper has gone: nothing more is written (the render is abandoned by the caller).
  response.once('close', () => {
    done = true;
    clearTimeout(timer);
  });
  response.setHeader('X-Render', 'server');
  // Tells the boot script the page's state follows the page (boot/startBoot.ts waits for it).
  response.write(`${head}${RENDERED_MARK}`);
  return {
    head: (html) => {
      if (!done && !bodyStarted) response.write(html);
    },
    metadata: (html) => {
      if (done || bodyStarted || metadataWritten) return;
      metadataWritten = true;
      response.write(html);
    },
    body: (html) => {
      if (!done) writeBody(html);
    },
    end: (state) => finish(state),
    failed: (reason) => {
      if (done) return;
      onFailure(reason);
      finish(null);
    },
  };
}

/** The page for the browser to render alone: the shell's document with its empty root. */
export function browserPage(response: ServerResponse, document: PageDocument, head: string): void {
  response.setHeader('X-Render', 'browser');
  // Never kept by nginx's page cache: the next shopper gets the page rendered (docs/server-rendering.md#caching).
  response.setHeader('X-Accel-Expires', '0');
  response.end(`${head}${document.bodyStart}${document.end(null)}`);
}
