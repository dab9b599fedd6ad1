import pino from 'pino';
import { Writable } from 'node:stream';
import { createErrorReporter } from './errorReporting';

describe('error reporting that cannot start', () => {
  afterEach(() => jest.dontMock('@sentry/node'));

  it('leaves the API unreported, logged, instead of failing its start', async () => {
    // The one case no wire can produce: the SDK module itself fails to load (a broken install). It is loaded
    // only when a DSN is set, so this mock applies to the import inside createErrorReporter.
    jest.doMock('@sentry/node', () => {
      throw new Error('cannot load @sentry/node');
    });
    const lines: string[] = [];
    const log = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const reporter = await createErrorReporter(
      { dsn: 'http://publickey@127.0.0.1:9/7', environment: 'test', release: undefined },
      log,
    );
    expect(() => reporter.report(new Error('x'), { task: 't' })).not.toThrow();
    await reporter.close();
    expect(lines.join('')).toContain('error reporting could not start');
  });
});
