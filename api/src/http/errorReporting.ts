import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

/** Tags an event carries, e.g. `request_id`, `method`, `route` (a request) or `task` (a background job). */
export type ReportTags = Record<string, string>;

/** Where the API's unexpected errors go besides its log: Sentry when a DSN is configured, else nowhere. */
export interface ErrorReporter {
  report(error: unknown, tags: ReportTags): void;
  close(): Promise<void>;
}

/**
 * Reports without ever throwing: a broken reporter is logged, and never becomes the reason an answer loses its
 * request id or a background job stops.
 */
export function reportSafely(
  reporter: ErrorReporter | undefined,
  log: FastifyBaseLogger,
  error: unknown,
  tags: ReportTags,
): void {
  try {
    reporter?.report(error, tags);
  } catch (failure) {
    log.error({ err: failure }, 'error report failed');
  }
}

const NONE: ErrorReporter = { report: () => undefined, close: async () => undefined };

/**
 * A Sentry client of this app's own (not the process-global one, so two apps in one process never share it),
 * loaded only when SENTRY_DSN is set. No integration instruments anything and no request data is attached:
 * the event carries the error, its stack, the request id (tag `request_id`, also in the logs and the
 * X-Request-Id header), the method and the route pattern (docs/observability.md#api-errors).
 */
export async function createErrorReporter(
  settings: AppConfig['sentry'],
  log: FastifyBaseLogger,
): Promise<ErrorReporter> {
  if (!settings.dsn) return NONE;
  try {
    return await startSentry(settings.dsn, settings);
  } catch (error) {
    // Monitoring never keeps the API from starting: it runs unreported, and says so.
    log.error({ err: error }, 'error reporting could not start; errors are only logged');
    return NONE;
  }
}

async function startSentry(dsn: string, settings: AppConfig['sentry']): Promise<ErrorReporter> {
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // No module-loader hooks: nothing is instrumented, only errors are reported.
    enableRuntimeChannelInjection: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, tags) {
      scope.clone().setTags(tags).captureException(error);
    },
    async close() {
      await client.close(2000);
    },
  };
}

/** What a service needs to log and report its background failures (docs/observability.md#api-errors). */
export interface FailureSink {
  log: FastifyBaseLogger;
  /** Absent in unit tests that build a service alone: then failures are only logged. */
  reporter?: ErrorReporter;
}

/**
 * The handler for a failure nobody answers for (an e-mail sent after the answer, the checkout sweep): logged
 * with `fields` and reported, tagged with the task.
 */
export function backgroundFailure(
  sink: FailureSink,
  task: string,
  message: string,
  fields: Record<string, unknown> = {},
): (error: unknown) => void {
  return (error) => {
    sink.log.error({ err: error, ...fields }, message);
    reportSafely(sink.reporter, sink.log, error, { task });
  };
}
