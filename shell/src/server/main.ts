// The render server (docs/server-rendering.md): answers the shop's pages with the shell and the page's remote
// rendered in HTML, composed at run time from the live pointer by one worker per composed snapshot.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RuntimeConfig } from '@sencha/platform';
import { bucketOf, cohortCookie, randomBucket, readCohort } from '../remotes/cohort';
import { cartHintOf, readCartHint, type CartHint } from '../cartHint/cartHint';
import { hasQaHint } from '../qa/qaMode';
import { composeRequest, type ComposedRequest } from './composeRequest';
import type { PageRequest } from './renderPage';
import { freshFile, freshJson } from './freshJson';
import { shellBuildOf } from './shellBuild';
import { readPageDocument } from './pageDocument';
import { browserPage, streamPage } from './respond';
import { readSettings, type Settings } from './settings';
import { WorkerPool } from './workerPool';

/** How often remotes.json and config.json are read again: a promotion shows within a second. */
const POINTER_TTL_MS = 1000;
/** Past the areas' budget, what the shell's own render of the page may take (renders go to warm workers only). */
const SHELL_RENDER_ALLOWANCE_MS = 1000;
const MAX_URI = 2048;
const SWEEP_MS = 2000;
const CONFIG_EXIT_CODE = 78;
export const HEALTH_PATH = '/__render/health';

let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  console.error(
    `The render server could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  // EX_CONFIG, as the API's: a supervisor does not restart a start the operator must fix.
  process.exit(CONFIG_EXIT_CODE);
}

// dist/server/main.js: the shell's own index.html is one folder up, the same build as the workers'.
const indexFile = path.join(__dirname, '..', 'index.html');
const document = readPageDocument(indexFile);
const ownShell = shellBuildOf(readFileSync(indexFile, 'utf8'));
const liveIndex = freshFile(`${settings.STATIC_ORIGIN}/index.html`, POINTER_TTL_MS, (answer) =>
  answer.text(),
);
/** Set once the live shell is another build than this server's: it renders nothing more, and exits. */
let retiring = false;
const livePointer = freshJson(`${settings.STATIC_ORIGIN}/remotes.json`, POINTER_TTL_MS);
const runtimeConfig = freshJson(`${settings.STATIC_ORIGIN}/config.json`, POINTER_TTL_MS);
const deadline = settings.SSR_AREA_BUDGET_MS + SHELL_RENDER_ALLOWANCE_MS;
const pool = new WorkerPool({
  max: settings.SSR_MAX_WORKERS,
  idleMs: settings.SSR_WORKER_IDLE_MS,
  maxInFlight: settings.SSR_MAX_RENDERS_PER_WORKER,
  // Twice what a page waits for it: a worker that has not answered by then is looping, not slow.
  stuckMs: 2 * deadline,
  start: (spec) =>
    new Worker(path.join(__dirname, 'worker.js'), {
      workerData: spec,
      resourceLimits: { maxOldGenerationSizeMb: settings.SSR_WORKER_MEMORY_MB },
    }),
});

const isPageRoute = (pathname: string) => !/\.[A-Za-z0-9]+$/.test(pathname);
const isHttps = (request: IncomingMessage) =>
  request.headers['x-forwarded-proto'] === 'https' || settings.PUBLIC_URL.startsWith('https:');

/**
 * Behind nginx the cohort and cart hint are the ones its page cache keys on (X-Sencha-Cohort, X-Sencha-Cart):
 * nginx reads cookies its own way (names case-blind, the first of two), so a page is rendered for the keys it
 * is kept under (docs/server-rendering.md#caching). Without nginx (`npm start`, no cache), the cookies.
 */
const told = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
const cartHintFor = (request: IncomingMessage, cookie: string): CartHint =>
  cartHintOf(told(request, 'x-sencha-cart')) ?? readCartHint(cookie);
const cohortFor = (request: IncomingMessage, cookie: string): number | null =>
  bucketOf(told(request, 'x-sencha-cohort')) ?? readCohort(cookie);

interface PageComposition extends ComposedRequest {
  request: PageRequest;
}

/** The live pointer and config of the moment, as this request's page composes them. */
async function composePage(uri: string, cohort: number, cart: CartHint = 'empty'): Promise<PageComposition> {
  // The shop's own address, never the request's Host: a crafted Host would be another composition.
  const pageUrl = new URL(uri, settings.PUBLIC_URL).href;
  const [pointer, config] = await Promise.all([livePointer(), runtimeConfig()]);
  const composed = composeRequest(settings, pointer, config as Partial<RuntimeConfig>, cohort, pageUrl);
  return { ...composed, request: { url: uri, pageUrl, pointer, cohort, cart } };
}

/** Cohorts on either side of any canary split (cohort < percent): both sides' workers are kept warm. */
const SPLIT_SIDES = [0, 99];

/** Starts, or keeps warm, the worker of each snapshot the live pointer composes now. */
async function warmLiveSnapshots(): Promise<void> {
  if (retiring) return;
  for (const cohort of SPLIT_SIDES) {
    const page = await composePage('/', cohort);
    pool.warm(page.key, page.spec);
  }
}
/**
 * After a shell promotion or rollback this server's HTML would name the old shell's files: it stops rendering
 * (nginx and npm start then send index.html, the new shell's), lets the pages it is sending end, and exits, for
 * its supervisor to start the live shell's render server (docs/server-rendering.md#serving).
 */
async function followLiveShell(): Promise<void> {
  const live = shellBuildOf(await liveIndex());
  if (retiring || !live || live === ownShell) return;
  retiring = true;
  console.log('The live shell is another build: this render server stops, to be started on it.');
  setTimeout(shutdown, deadline).unref();
}
const sweep = () => {
  pool.sweep();
  followLiveShell().catch(() => undefined);
  warmLiveSnapshots().catch((error: unknown) =>
    console.warn(`No worker warmed yet: ${error instanceof Error ? error.message : String(error)}`),
  );
};

async function answerPage(request: IncomingMessage, response: ServerResponse, uri: string): Promise<void> {
  const cookie = request.headers.cookie ?? '';
  let cohort = cohortFor(request, cookie);
  if (cohort === null) {
    cohort = randomBucket();
    response.setHeader('Set-Cookie', cohortCookie(cohort, isHttps(request)));
  }
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  const head = (rendered: boolean) => document.head(settings.PUBLIC_URL, uri, rendered);
  if (request.method === 'HEAD') return void response.end();
  // QA mode composes what the shopper's overrides say, which only the browser knows (docs/qa-overrides.md).
  if (hasQaHint(cookie)) return browserPage(response, document, head(false));
  let page: PageComposition;
  try {
    page = await composePage(uri, cohort, cartHintFor(request, cookie));
  } catch (error) {
    console.warn(
      `Rendering ${uri} in the browser: ${error instanceof Error ? error.message : String(error)}`,
    );
    return browserPage(response, document, head(false));
  }
  // Decided before the head is written, so that the answer says it was not rendered (and is not cached).
  if (!pool.accepts(page.key)) {
    // A snapshot nobody asked for yet (a cohort outside the live split, a promotion between sweeps): its worker
    // warms for the next request.
    pool.warm(page.key, page.spec);
    return browserPage(response, document, head(false));
  }
  const rendered = { head: head(true), defaultMetadata: document.defaultMetadata(settings.PUBLIC_URL, uri) };
  const handlers = streamPage(response, document, rendered, deadline, (reason) =>
    console.warn(`Rendering ${uri} in the browser: ${reason}`),
  );
  pool.render(page.key, page.spec, page.request, handlers);
  // A shopper who leaves before the page has been sent frees its render at once.
  response.once('close', () => {
    if (!response.writableFinished) pool.abandon(handlers);
  });
}

const server = createServer((request, response) => {
  const uri = request.url ?? '/';
  const pathname = uri.split('?', 1)[0] ?? '/';
  if (pathname === HEALTH_PATH) {
    // Retiring, it is no longer ready: an orchestrator sends its pages elsewhere.
    response.writeHead(retiring ? 503 : 200, { 'Content-Type': 'application/json' });
    const status = retiring ? 'retiring' : 'ok';
    return void response.end(JSON.stringify({ status, workers: pool.size, warm: pool.warmCount }));
  }
  if (retiring) {
    response.writeHead(503, { 'Retry-After': '1' });
    return void response.end();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' });
    return void response.end();
  }
  if (uri.length > MAX_URI || !uri.startsWith('/') || !isPageRoute(pathname)) {
    response.writeHead(404);
    return void response.end();
  }
  answerPage(request, response, uri).catch((error: unknown) => {
    console.error(`Rendering ${uri} failed`, error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

setInterval(sweep, SWEEP_MS).unref();
sweep();
server.listen(settings.SSR_PORT, settings.SSR_HOST, () => {
  console.log(
    `Render server on http://${settings.SSR_HOST}:${settings.SSR_PORT} (from ${settings.STATIC_ORIGIN})`,
  );
});
function shutdown(): void {
  server.close();
  void pool.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
