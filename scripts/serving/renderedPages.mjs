// npm start's page answers from the render server (docs/server-rendering.md#serving): a page route is asked of
// the render server, whose answer streams through as it comes; when that server is not running, refuses or
// fails before its first byte, the page is answered as before, for the browser to render.
import http from 'node:http';

/** Headers of the render server's answer that reach the browser (the serving policy adds its own). */
const PASSED_HEADERS = ['content-type', 'cache-control', 'set-cookie', 'x-render'];

/**
 * @param {{ target: string, timeoutMs: number }} options
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>} resolves false when the
 *   page is not answered (the caller answers it)
 */
export function renderedPages({ target, timeoutMs }) {
  const base = new URL(target);
  return (req, res) =>
    new Promise((resolve) => {
      const upstream = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: req.method,
          path: req.url,
          headers: {
            host: req.headers.host ?? base.host,
            ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
            'x-forwarded-proto': 'http',
          },
          timeout: timeoutMs,
        },
        (answer) => {
          if (answer.statusCode !== 200) {
            answer.resume();
            return resolve(false);
          }
          /** @type {http.OutgoingHttpHeaders} */
          const headers = {};
          for (const name of PASSED_HEADERS) if (answer.headers[name]) headers[name] = answer.headers[name];
          res.writeHead(200, headers);
          answer.pipe(res);
          // A render cut short midway cannot be mended: the connection goes, as the API proxy's does.
          answer.on('error', () => res.destroy());
          res.on('close', () => upstream.destroy());
          resolve(true);
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('render server timeout')));
      upstream.on('error', () => {
        if (!res.headersSent) resolve(false);
      });
      upstream.end();
    });
}
