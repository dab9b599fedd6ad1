// Forwards the API's paths from the shop's origin (one origin: no CORS, one TLS host) with a maintained proxy
// (http-proxy-middleware). What it adds is what the API needs from a front door: X-Forwarded-*, an upstream
// timeout, an upstream abort when the shopper goes away, the API's own status passed through, and the shared
// error shape when the API cannot answer. See docs/serving.md#the-api-proxy.
import http from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

export const PROXIED_PREFIXES = ['/api/', '/images/', '/cdn-cgi/'];
/** Files the API generates at the origin's root for search engines (docs/serving.md#the-api-proxy). */
export const PROXIED_FILES = ['/robots.txt', '/sitemap.xml'];

/** @param {string} url */
const isProxied = (url) => {
  const path = url.split('?')[0];
  return path === '/api' || PROXIED_FILES.includes(path) || PROXIED_PREFIXES.some((p) => path.startsWith(p));
};

/**
 * The API's own error shape (api/src/http/errors.ts): {statusCode, error, message}.
 * @param {http.ServerResponse} res
 * @param {number} statusCode
 * @param {string} message
 * @param {http.OutgoingHttpHeaders} [headers]
 */
function sendError(res, statusCode, message, headers = {}) {
  const body = JSON.stringify({ statusCode, error: http.STATUS_CODES[statusCode], message });
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** Above this, an oversized body is not read to the end: the connection is closed instead. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Bodies the API would refuse are refused here, before a byte goes upstream: an API that answers 413 before
 * reading a large body and closes its socket makes the proxy's upload fail with EPIPE, and the shopper would
 * see 502 instead of 413 (docs/serving.md#the-api-proxy). The message is the API's own.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} maxBodyBytes
 */
function refuseBody(req, res, maxBodyBytes) {
  if (req.headers['transfer-encoding'] !== undefined && req.headers['content-length'] === undefined) {
    sendError(res, 411, 'A request body needs a Content-Length.', { Connection: 'close' });
    return true;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > maxBodyBytes)) return false;
  // Reading the rest keeps the shopper's keep-alive connection usable; a huge body is not worth reading.
  const drain = length <= DRAIN_LIMIT_BYTES;
  sendError(res, 413, 'The request body is too large.', drain ? {} : { Connection: 'close' });
  if (drain) req.resume();
  return true;
}

/**
 * @param {object} options
 * @param {string} options.target               the API's base URL
 * @param {number} [options.timeoutMs]          longest wait for the API's answer before 504
 * @param {number} [options.maxBodyBytes]     the API's largest body limit (BODY_LIMIT_BYTES)
 * @param {boolean} [options.trustForwarded]    keep X-Forwarded-* set by a trusted proxy in front (TLS terminator)
 * @param {() => boolean} [options.isRestarting] true while the supervisor is bringing the API back (503)
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} true when it took the request
 */
export function createApiProxy({
  target,
  timeoutMs = 20_000,
  maxBodyBytes = 64 * 1024,
  trustForwarded = false,
  isRestarting = () => false,
}) {
  const timedOut = new WeakSet();
  /** Requests the API has already answered (it may answer before reading the whole body: 413). */
  const answered = new WeakSet();
  const upstreamOf = new WeakMap();
  // Keep-alive to the API, with idle sockets closed well before the API's own keep-alive timeout (65 s), so
  // the proxy never reuses a socket the API is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  const proxy = createProxyMiddleware({
    target,
    agent,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      proxyReq(proxyReq, req, res) {
        upstreamOf.set(req, proxyReq);
        proxyReq.on('timeout', () => timedOut.add(req));
        // The shopper left before the answer was complete: stop the API's work too.
        res.on('close', () => {
          if (!res.writableFinished) proxyReq.destroy();
        });
      },
      proxyRes(proxyRes, req, res) {
        answered.add(req);
        // Connection is hop-by-hop: the API closing its socket to us says nothing about the shopper's.
        delete proxyRes.headers.connection;
        // The API answered early (413 for an oversized body): stop forwarding the rest, and read it to the end
        // here so the shopper's keep-alive connection stays usable.
        if (!req.complete) {
          const upstream = upstreamOf.get(req);
          if (upstream) {
            req.unpipe(upstream);
            // The API will not read the rest either: free the socket once its answer is through.
            proxyRes.once('end', () => upstream.destroy());
          }
          req.resume();
        }
        // The API died mid-answer: cut the shopper's connection so the truncation is visible.
        proxyRes.on('aborted', () => res.destroy());
        proxyRes.on('error', () => res.destroy());
      },
      error(error, req, res) {
        // Writing the rest of an already answered request failed: the answer itself is on its way.
        if (answered.has(req) && res instanceof http.ServerResponse && !res.destroyed) return undefined;
        // Mid-stream failure: the status line is gone, so the only honest signal left is a cut connection
        // (never a JSON error glued into the middle of a body).
        if (!(res instanceof http.ServerResponse)) return res.destroy?.();
        if (res.headersSent) return res.destroy();
        if (timedOut.has(req)) return sendError(res, 504, 'The shop API took too long to answer.');
        if (isRestarting() || /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED')
          return sendError(res, 503, 'The shop API is restarting. Please try again in a moment.', {
            'Retry-After': '2',
          });
        return sendError(res, 502, 'The shop API is not reachable.');
      },
    },
  });
  return (req, res) => {
    if (!isProxied(req.url ?? '/')) return false;
    if (refuseBody(req, res, maxBodyBytes)) return true;
    // X-Forwarded-* describe this hop: what a client claims is dropped, then set by the proxy (xfwd), unless a
    // proxy in front of us is trusted to have set them.
    if (!trustForwarded) {
      delete req.headers['x-forwarded-for'];
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-proto'];
      delete req.headers['x-forwarded-port'];
    }
    // Node has already answered 100 Continue; with Expect set, http-proxy would skip the proxyReq hook (and with
    // it the timeout and abort handling).
    delete req.headers.expect;
    proxy(req, res, () => sendError(res, 404, 'Not found'));
    return true;
  };
}
