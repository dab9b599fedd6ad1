import type { AppConfig } from '../config';

/** Where the API's unexpected errors go besides its log: Sentry when a DSN is configured, else nowhere. */
export interface ErrorReporter {
  report(error: unknown, context: { requestId: string; method: string; route: string }): void;
  close(): Promise<void>;
}

const NONE: ErrorReporter = { report: () => undefined, close: async () => undefined };

/**
 * A Sentry client of this app's own (not the process-global one, so two apps in one process never share it),
 * loaded only when SENTRY_DSN is set. No integration instruments anything and no request data is attached:
 * the event carries the error, its stack, the request id (tag `request_id`, also in the logs and the
 * X-Request-Id header), the method and the route pattern (docs/observability.md#api-errors).
 */
export async function createErrorReporter(settings: AppConfig['sentry']): Promise<ErrorReporter> {
  if (!settings.dsn) return NONE;
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn: settings.dsn,
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
    report(error, { requestId, method, route }) {
      scope.clone().setTags({ request_id: requestId, method, route }).captureException(error);
    },
    async close() {
      await client.close(2000);
    },
  };
}
