// A render worker: one composition of the shop for its whole life (docs/server-rendering.md#one-composition-per-worker). The
// federation runtime keeps one container per remote name per process, so a worker never composes another.
import { parentPort, workerData } from 'node:worker_threads';
import { compose, type CompositionSpec } from './composition';
import { renderPage } from './renderPage';
import { readAnswersPerRequest } from './serverReads';
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
const composed = compose(workerData as CompositionSpec, log);
// Every page's code loaded before it is asked for, so that only a worker's very first renders can run out of
// their budget on loading code (docs/server-rendering.md#each-area-on-its-own). A page that fails here fails
// again, on its own, when it is rendered.
composed
  .then((composition) =>
    Promise.allSettled(composition.routes.defs.filter(isPageDef).flatMap(moduleIdsOf).map(loadPage)),
  )
  .catch((error: unknown) => log('The remotes could not be composed', error));
const reply = (message: WorkerReply) => port.postMessage(message);

port.on('message', (message: RenderMessage) => {
  const { id, request } = message;
  composed
    .then((composition) =>
      renderPage(
        composition,
        request,
        {
          head: (html) => reply({ type: 'head', id, html }),
          body: (html) => reply({ type: 'body', id, html }),
        },
        log,
      ),
    )
    .then(
      (state) => reply({ type: 'end', id, state }),
      (error: unknown) => {
        log(`${request.url} could not be rendered`, error);
        reply({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
      },
    );
});
