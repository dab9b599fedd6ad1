import { setRuntimeConfig } from '@sencha/platform';
import { REPLAY_PRIVACY, sentryOptions } from './sentryOptions';

describe('sentryOptions', () => {
  it('takes the DSN, environment, release and the sample rates (1.0) from the runtime config', () => {
    const options = sentryOptions(
      setRuntimeConfig({ sentryDsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production' }),
      '1.2.3',
    );
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
      release: '1.2.3',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('takes configured rates, and refuses rates outside 0..1', () => {
    const config = setRuntimeConfig({ sentryTracesSampleRate: 0.25, sentryReplaysSessionSampleRate: 7 });
    expect(sentryOptions(config, 'x').tracesSampleRate).toBe(0.25);
    expect(sentryOptions(config, 'x').replaysSessionSampleRate).toBe(1);
  });

  it('collects no cookies, headers, bodies, query strings or user data', () => {
    const { dataCollection } = sentryOptions(setRuntimeConfig({}), 'x');
    expect(dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
  });

  it('drops console breadcrumbs (they may quote an API error body)', () => {
    const { beforeBreadcrumb } = sentryOptions(setRuntimeConfig({}), 'x');
    expect(beforeBreadcrumb?.({ category: 'console', message: 'x' })).toBeNull();
    expect(beforeBreadcrumb?.({ category: 'navigation' })).toEqual({ category: 'navigation' });
  });

  it('scrubs queries and secret ids from breadcrumbs, events, transactions and replay recordings', () => {
    const { beforeBreadcrumb, beforeSend, beforeSendTransaction } = sentryOptions(setRuntimeConfig({}), 'x');
    expect(
      beforeBreadcrumb?.({ category: 'navigation', data: { from: '/checkout/cs_1', to: '/x?token=t' } }),
    ).toEqual({ category: 'navigation', data: { from: '/checkout/:sessionId', to: '/x' } });
    expect(beforeSend?.({ type: undefined, request: { url: 'http://s/order/o_1?a=b' } }, {})).toEqual({
      type: undefined,
      request: { url: 'http://s/order/:orderId' },
    });
    expect(beforeSendTransaction?.({ type: 'transaction', transaction: '/checkout/cs_1' }, {})).toEqual({
      type: 'transaction',
      transaction: '/checkout/:sessionId',
    });
    const { beforeSendSpan } = sentryOptions(setRuntimeConfig({}), 'x');
    const span = {
      trace_id: 't',
      span_id: 's',
      name: 'GET http://api.test/api/order/o_1',
      start_timestamp: 1,
      end_timestamp: 2,
      is_segment: false,
      status: 'ok' as const,
      attributes: { 'url.full': { value: 'http://api.test/api/order/o_1?x=1', type: 'string' as const } },
    };
    expect(beforeSendSpan?.(span)).toEqual({
      ...span,
      name: 'GET http://api.test/api/order/:orderId',
      attributes: { 'url.full': { value: 'http://api.test/api/order/:orderId', type: 'string' } },
    });
    const meta = { type: 4, timestamp: 1, data: { href: 'http://s/the-first-steep/confirm?token=t.s' } };
    expect(REPLAY_PRIVACY.beforeAddRecordingEvent(meta)).toEqual({
      ...meta,
      data: { href: 'http://s/the-first-steep/confirm' },
    });
  });
});
