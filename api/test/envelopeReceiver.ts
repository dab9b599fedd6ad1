import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** One item of a Sentry envelope: its header and its JSON payload. */
export interface EnvelopeItem {
  header: { type?: string };
  payload: Record<string, unknown>;
}

/**
 * A stand-in for Sentry's ingest (the one network edge these tests cannot reach): it accepts envelopes at
 * /api/<project>/envelope/ and splits them into items. The API's events are plain JSON lines (header, item
 * header, payload); a large one arrives gzipped.
 */
export function envelopeReceiver() {
  const items: EnvelopeItem[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2)
        items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    items,
    paths,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
