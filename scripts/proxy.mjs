// Forwards the API's paths from the shell's origin, so the browser talks to one origin (no CORS, one TLS host).
import http from 'node:http';

export const PROXIED_PREFIXES = ['/api/', '/images/', '/cdn-cgi/'];

export function createApiProxy(target) {
  const upstream = new URL(target);
  return (req, res) => {
    const path = req.url ?? '/';
    if (!PROXIED_PREFIXES.some((prefix) => path.startsWith(prefix)) && path !== '/api') return false;
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: upstream.host, 'x-forwarded-host': req.headers.host ?? '' },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    request.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json' });
      }
      res.end(
        JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The shop API is not reachable.' }),
      );
    });
    req.pipe(request);
    return true;
  };
}
