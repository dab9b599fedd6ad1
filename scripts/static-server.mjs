// A small production static server: precompressed assets, and the cache rules, private files and security
// headers of the one serving policy (scripts/serving/policy.mjs, which nginx applies too).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import onHeaders from 'on-headers';
import sirv from 'sirv';
import { readDeployment } from './serving/deployment.mjs';
import {
  cacheControlFor,
  HSTS,
  isDocumentType,
  isPrivateFile,
  isTls,
  QA_PAGE_CACHE,
  securityHeaders,
} from './serving/policy.mjs';
import { hasQaPass } from './serving/qaMode.mjs';
import { isPageRoute } from './serving/shareTags.mjs';

/** Slow or silent clients cannot hold a connection for long (docs/serving.md#timeouts). */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  // Node checks the two timeouts above only this often (30 s by default).
  connectionsCheckingInterval: 1_000,
};

/**
 * The path as the file server will resolve it: decoded, without trailing slashes; null when malformed.
 * @param {string} url
 */
function resolvedPath(url) {
  try {
    return decodeURI(url.split('?')[0]).replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** @param {http.ServerResponse} res */
function notFound(res) {
  res
    .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end('Not found');
}

/** @typedef {{ file: string, type: string, body: string }} Rendered */

/**
 * A rendered file, revalidated like the built one (its ETag is its content's).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Rendered} rendered
 */
function sendRendered(req, res, { file, type, body }) {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Cache-Control', cacheControlFor(file));
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A GET or HEAD of a page route (shareTags.mjs isPageRoute).
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 */
const isPageRequest = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') && isPageRoute(pathname || '/');

/**
 * Whether a request is for a page in QA mode: asked of `qaMode` (qaMode.mjs qaVerifier) only for a page route
 * read with GET or HEAD that carries a QA pass cookie, so a shopper's request costs nothing. A verifier that
 * fails means not QA.
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 * @param {((req: http.IncomingMessage) => Promise<boolean>) | undefined} qaMode
 */
async function isQaPage(req, pathname, qaMode) {
  if (!qaMode || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (!isPageRoute(pathname || '/') || !hasQaPass(req.headers.cookie)) return false;
  try {
    return (await qaMode(req)) === true;
  } catch {
    return false;
  }
}

/**
 * Where a request's file is, when one server answers from several folders (the releases folder:
 * serving/releasesSite.mjs): the folder, the path in it, the path prefix its cache rules are written for,
 * whether unknown paths get its index.html, and whether any origin may read it.
 * @typedef {{ dir: string, path: string, prefix?: string, spa?: boolean, cors?: boolean }} Located
 */

/**
 * One file server per folder and settings, made when first asked: a served folder never changes (a release is
 * immutable; a promotion points elsewhere), so its file index is read once.
 * @param {(pathname: string) => string} cacheControlOf
 */
function folderServers(cacheControlOf) {
  /** @type {Map<string, ReturnType<typeof sirv>>} */
  const made = new Map();
  /** @param {{ dir: string, prefix?: string, spa?: boolean }} folder */
  return ({ dir, prefix = '', spa = false }) => {
    const key = `${dir}\0${prefix}\0${spa}`;
    let serve = made.get(key);
    if (!serve) {
      serve = sirv(dir, {
        single: spa,
        gzip: true,
        brotli: true,
        etag: true,
        dotfiles: false,
        // sirv answers deep links with index.html: the rule for index.html applies to them.
        setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlOf(`${prefix}${pathname}`)),
      });
      made.set(key, serve);
    }
    return serve;
  };
}

/**
 * @param {object} options
 * @param {string | ((pathname: string) => Located | null)} options.root
 *   folder to serve, or where each path's file is (null: 404)
 * @param {Omit<ReturnType<typeof securityHeaders>, 'documentQa'> & { documentQa?: Record<string, string> }} options.headers
 *   the security headers (policy.securityHeaders; without `documentQa`, a QA page gets `document`)
 * @param {boolean} [options.spa]      answer unknown paths with index.html (the shell)
 * @param {boolean} [options.cors]     allow any origin (remotes are loaded cross-origin by the shell)
 * @param {boolean} [options.trustForwardedProto] HSTS when a TLS-terminating proxy says https
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.before] handles a request first (e.g. the /api proxy)
 * @param {(pathname: string, requestUri: string | undefined) => Rendered | null} [options.render]
 *   a file filled in per request, answered instead of the built one (the shell's share tags: shareTags.mjs)
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>} [options.pages] answers a
 *   page route first, outside QA mode (renderedPages.mjs); false when it did not, and the page is answered here
 * @param {(req: http.IncomingMessage) => Promise<boolean>} [options.qaMode] whether a page request is in QA
 *   mode (qaMode.mjs qaVerifier): its answer, a 304 included, gets `headers.documentQa` and QA_PAGE_CACHE
 */
export function createStaticServer({
  root,
  headers,
  spa = false,
  cors = false,
  trustForwardedProto = false,
  before,
  render,
  pages,
  qaMode,
}) {
  const serverFor = folderServers(cacheControlFor);
  /** Answers to a request found in QA mode. */
  const qaAnswers = new WeakSet();
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    for (const [name, value] of Object.entries(headers.every)) res.setHeader(name, value);
    // A page's or a subresource's, by the type the answer turns out to have; a proxied answer's own are kept. A
    // page in QA mode gets the QA page's, and is private, whatever its status (a 304's headers replace the page's).
    onHeaders(res, function setByType() {
      const qa = qaAnswers.has(this);
      const document = qa ? (headers.documentQa ?? headers.document) : headers.document;
      const byType = isDocumentType(this.getHeader('content-type')) ? document : headers.subresource;
      for (const [name, value] of Object.entries(byType))
        if (!this.hasHeader(name)) this.setHeader(name, value);
      if (qa) this.setHeader('Cache-Control', QA_PAGE_CACHE);
    });
    if (isTls(req, trustForwardedProto)) res.setHeader('Strict-Transport-Security', HSTS);
    if (before?.(req, res)) return;
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
        return;
      }
    }
    const pathname = resolvedPath(req.url ?? '/');
    if (pathname === null || isPrivateFile(pathname)) return notFound(res);
    if (await isQaPage(req, pathname, qaMode)) qaAnswers.add(res);
    else if (pages && isPageRequest(req, pathname) && (await pages(req, res))) return;
    const rendered =
      req.method === 'GET' || req.method === 'HEAD' ? render?.(pathname || '/', req.url) : null;
    if (rendered) return sendRendered(req, res, rendered);
    if (typeof root === 'string') return serverFor({ dir: root, spa })(req, res, () => notFound(res));
    const located = root(pathname || '/');
    if (!located) return notFound(res);
    if (located.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    req.url = `${encodeURI(located.path)}${(req.url ?? '').replace(/^[^?]*/, '')}`;
    serverFor(located)(req, res, () => notFound(res));
  }
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // Half an answer cannot be mended: the connection is cut, as the API proxy does (apiProxy.mjs).
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Internal error');
    });
  });
  return Object.assign(server, SERVER_TIMEOUTS);
}

/**
 * @template {http.Server} S
 * @param {S} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<S>}
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/static-server.mjs <dir> <port>`: serve one remote build (QA serves a candidate this way), with
// the headers of the deployment in shell/dist (or shell/public before a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port) {
    console.error('usage: node scripts/static-server.mjs <dir> <port>');
    process.exit(2);
  }
  const built = fileURLToPath(new URL('../shell/dist', import.meta.url));
  const shellDir = existsSync(`${built}/config.json`)
    ? built
    : fileURLToPath(new URL('../shell/public', import.meta.url));
  const headers = securityHeaders(readDeployment(shellDir));
  const server = createStaticServer({ root, cors: true, headers });
  await listen(server, Number(port), process.env.HOST ?? '127.0.0.1');
  console.log(`Serving ${root} on http://localhost:${port}`);
}
