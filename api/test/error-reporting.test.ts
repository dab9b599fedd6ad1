import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

/** One item of a Sentry envelope: its header and its JSON payload. */
interface EnvelopeItem {
  header: { type?: string };
  payload: Record<string, unknown>;
}

/**
 * A stand-in for Sentry's ingest (the one network edge these tests cannot reach): it accepts envelopes at
 * /api/<project>/envelope/ and splits them into items. The API's events are plain JSON lines (header, item
 * header, payload); a large one arrives gzipped.
 */
function envelopeReceiver() {
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

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe.each(targets)('error reporting on %s', (target) => {
  let api: TestApi;
  const receiver = envelopeReceiver();
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const port = await receiver.listen();
    api = await createTestApi(target, {
      logLevel: 'error',
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logs.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
      sentry: { dsn: `http://publickey@127.0.0.1:${port}/7`, environment: 'test', release: 'api-test-1' },
    });
  });
  afterAll(async () => {
    await api.cleanup();
    await receiver.close();
  });

  const subscribe = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/communications/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
  /** A sign-up while its table is missing: an unexpected database error, as a real outage would raise. */
  const failingSubscribe = async () => {
    await api.db.exec('ALTER TABLE newsletter_subscriber RENAME TO newsletter_subscriber_away');
    try {
      return await subscribe('{"email":"reporting@example.com"}');
    } finally {
      await api.db.exec('ALTER TABLE newsletter_subscriber_away RENAME TO newsletter_subscriber');
    }
  };

  it('reports an unexpected error once, with the request id of its 500 answer and its log line', async () => {
    const res = await failingSubscribe();
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    const body = res.json<Record<string, unknown>>();
    expect(body['requestId']).toBe(requestId);
    // No stack, no internals: not the table's name, not a source path.
    expect(res.body).not.toMatch(/newsletter_subscriber|\bat \w|\.ts:|\.js:|stack/);

    const event = await until(
      () => receiver.items.find((item) => item.header.type === 'event')?.payload,
      'the error event',
    );
    expect(receiver.paths[0]).toMatch(/^\/api\/7\/envelope\//);
    const tags = event['tags'] as Record<string, string>;
    expect(tags['request_id']).toBe(requestId);
    expect(tags['route']).toBe('/api/communications/newsletter/subscribe');
    expect(event['release']).toBe('api-test-1');
    expect(event['environment']).toBe('test');
    expect(JSON.stringify(event['exception'])).toContain('newsletter_subscriber');
    // Nothing of the request: the shopper's e-mail is not in the event.
    expect(JSON.stringify(event)).not.toContain('reporting@example.com');
    // The same id is in the log line of the failure.
    expect(logs.some((line) => line['reqId'] === requestId && line['msg'] === 'request failed')).toBe(true);
    expect(receiver.items.filter((item) => item.header.type === 'event')).toHaveLength(1);
  });

  it('does not report a refused request', async () => {
    const refused = await subscribe('{"email":');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Record<string, unknown>>()['requestId']).toBeUndefined();
    // A failure after it is reported; reports leave in order, so once it is here the 400 would be too.
    const failed = await failingSubscribe();
    const requestIds = () =>
      receiver.items.map(
        (item) => (item.payload['tags'] as Record<string, string> | undefined)?.['request_id'],
      );
    await until(
      () => (requestIds().includes(failed.headers['x-request-id'] as string) ? true : undefined),
      'the second failure',
    );
    expect(requestIds()).not.toContain(refused.headers['x-request-id']);
  });
});
