// A small production static server: precompressed assets, long caching for hashed files, no-cache for the
// files that say where things are (index.html, remoteEntry.js, mf-manifest.json, remotes.json, config.json).
import http from 'node:http';
import sirv from 'sirv';

const NO_CACHE =
  /(?:^|\/)(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)$|\/assets\//;

function setHeaders(res, pathname) {
  if (NO_CACHE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * @param {object} options
 * @param {string} options.root        folder to serve
 * @param {boolean} [options.spa]      answer unknown paths with index.html (the shell)
 * @param {boolean} [options.cors]     allow any origin (remotes are loaded cross-origin by the shell)
 * @param {(req, res) => boolean} [options.before] handles a request first (e.g. the /api proxy)
 */
export function createStaticServer({ root, spa = false, cors = false, before }) {
  const serve = sirv(root, {
    single: spa,
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders,
  });
  return http.createServer((req, res) => {
    if (before?.(req, res)) return;
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
        return;
      }
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
  });
}

export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/static-server.mjs <dir> <port>`: serve one remote build (QA serves a candidate this way).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port) {
    console.error('usage: node scripts/static-server.mjs <dir> <port>');
    process.exit(2);
  }
  const server = createStaticServer({ root, cors: true });
  await listen(server, Number(port), process.env.HOST ?? '127.0.0.1');
  console.log(`Serving ${root} on http://localhost:${port}`);
}
