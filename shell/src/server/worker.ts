// A render worker: one composition of the shop for its whole life (docs/server-rendering.md#one-composition-per-worker). The
// federation runtime keeps one container per remote name per process, so a worker never composes another.
import { parentPort, workerData } from 'node:worker_threads';
import { compose, type Composition, type CompositionSpec } from './composition';
import { renderPage } from './renderPage';
import { readAnswersPerRequest } from './serverReads';
import { collectMetadataPerRequest } from './pageMetadataTags';
import { isPageDef, moduleIdsOf } from '../routes/routeDefs';
import { loadPage } from '../remotes/pageLoads';
import type { RenderMessage, WorkerReply } from './workerMessages';

const port = parentPort;
if (!port) throw new Error('worker.js runs as a worker thread of the render server');

/** One line per failure; its stack too with SSR_DEBUG=1. */
const log = (message: string, error?: unknown) => {
  const reason = error instanceof Error ? error.message : error === undefined ? '' : String(error);
  console.warn(`[render worker] ${message}${reason ? `: ${reason}` : ''}`);
  if (process.env.SSR_DEBUG && error instanceof Error) console.warn(error.stack);
};

readAnswersPerRequest();
collectMetadataPerRequest();
const spec = workerData as CompositionSpec;
const composed = compose(spec, log);
const reply = (message: WorkerReply) => port.postMessage(message);
const ignore = () => undefined;
/** How long a new worker waits for the remotes' code before it takes renders. */
const WARM_UP_LOAD_MS = 1000;

/**
 * Every page's code loaded, and each page without parameters rendered once and thrown away, before the worker
 * says it is warm: a cold worker spends longer than an area's budget loading and compiling code
 * (docs/server-rendering.md#warm-workers). A page that fails here fails again, on its own, when it is rendered.
 */
async function warmUp(composition: Composition): Promise<void> {
  const pages = composition.routes.defs.filter(isPageDef);
  // A remote whose code is slow to come does not hold the others back: its pages render in the browser until
  // it has arrived.
  await Promise.race([
    Promise.allSettled(pages.flatMap(moduleIdsOf).map(loadPage)),
    new Promise((resolve) => setTimeout(resolve, WARM_UP_LOAD_MS)),
  ]);
  for (const { path } of pages.filter((page) => !page.path.includes(':'))) {
    const url = `/${path.replace(/^\//, '')}`;
    const pageUrl = new URL(url, 'http://page.invalid').href;
    const request = { url, pageUrl, pointer: null, cohort: 0, cart: 'empty' as const };
    await renderPage(composition, request, { head: ignore, metadata: ignore, body: ignore }, ignore).catch(
      ignore,
    );
  }
}

composed
  .then(warmUp)
  .catch((error: unknown) => log('The remotes could not be composed', error))
  .finally(() => reply({ type: 'ready' }));

/** The renders in progress, each stoppable when its shopper goes. */
const inProgress = new Map<number, AbortController>();

port.on('message', (message: RenderMessage) => {
  if (message.type === 'abort')
    return void inProgress.get(message.id)?.abort(new Error('The shopper has gone'));
  const { id, request } = message;
  const stop = new AbortController();
  inProgress.set(id, stop);
  composed
    .then((composition) =>
      renderPage(
        composition,
        request,
        {
          head: (html) => reply({ type: 'head', id, html }),
          metadata: (html) => reply({ type: 'metadata', id, html }),
          body: (html) => reply({ type: 'body', id, html }),
        },
        log,
        stop.signal,
      ),
    )
    .then(
      (state) => reply({ type: 'end', id, state }),
      (error: unknown) => {
        if (!stop.signal.aborted) log(`${request.url} could not be rendered`, error);
        reply({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
      },
    )
    .finally(() => inProgress.delete(id));
});
