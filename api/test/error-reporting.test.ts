import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import type { ErrorReporter } from '../src/http/errorReporting';
import { errorHandler } from '../src/http/errors';
import { envelopeReceiver, until } from './envelopeReceiver';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

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
  const requestIdsReported = () =>
    receiver.items.map(
      (item) => (item.payload['tags'] as Record<string, string> | undefined)?.['request_id'],
    );
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
    // Once: a later failure's event has arrived (reports leave in order), and still one event for this one.
    const later = await failingSubscribe();
    await until(
      () => (requestIdsReported().includes(later.headers['x-request-id'] as string) ? true : undefined),
      'the later failure',
    );
    expect(requestIdsReported().filter((id) => id === requestId)).toHaveLength(1);
  });

  it('does not report a refused request', async () => {
    const refused = await subscribe('{"email":');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Record<string, unknown>>()['requestId']).toBeUndefined();
    // A failure after it is reported; reports leave in order, so once it is here the 400 would be too.
    const failed = await failingSubscribe();
    await until(
      () => (requestIdsReported().includes(failed.headers['x-request-id'] as string) ? true : undefined),
      'the second failure',
    );
    expect(requestIdsReported()).not.toContain(refused.headers['x-request-id']);
  });
});

describe.each(targets)('background failures on %s', (target) => {
  let api: TestApi;
  const receiver = envelopeReceiver();

  beforeAll(async () => {
    const port = await receiver.listen();
    const base = loadConfig({ NODE_ENV: 'test' });
    api = await createTestApi(target, {
      logLevel: 'silent',
      // A mail server that refuses connections: the confirmation e-mail fails after the answer has gone.
      mail: { ...base.mail, smtpUrl: 'smtp://127.0.0.1:1' },
      sentry: { dsn: `http://publickey@127.0.0.1:${port}/7`, environment: 'test', release: 'api-test-1' },
    });
  });
  afterAll(async () => {
    await api.cleanup();
    await receiver.close();
  });

  it('reports an e-mail that could not be sent after the answer, tagged with its task', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/communications/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"background@example.com"}',
    });
    expect(res.statusCode).toBe(202);
    await api.newsletter.idle();
    const event = await until(
      () =>
        receiver.items.find(
          (item) => (item.payload['tags'] as Record<string, string> | undefined)?.['task'] !== undefined,
        )?.payload,
      'the background failure',
    );
    expect(event['tags']).toMatchObject({ task: 'newsletter-confirmation-email' });
    expect(JSON.stringify(event)).not.toContain('background@example.com');
  });
});

describe('a reporter that fails', () => {
  it('never costs the 500 its request id', async () => {
    const throwing: ErrorReporter = {
      report: () => {
        throw new Error('reporter broke');
      },
      close: async () => undefined,
    };
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler(throwing));
    app.get('/boom', async () => {
      throw new Error('internal detail');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ statusCode: 500, requestId: expect.any(String) });
    expect(res.body).not.toContain('internal detail');
    await app.close();
  });
});
