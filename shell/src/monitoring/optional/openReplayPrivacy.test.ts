import { OPENREPLAY_PRIVACY } from './openReplayPrivacy';

describe("OpenReplay's privacy settings", () => {
  it('masks everything, records no console line, exception, payload or header', () => {
    expect(OPENREPLAY_PRIVACY).toMatchObject({
      privateMode: true,
      defaultInputMode: 1,
      consoleMethods: null,
      captureExceptions: false,
      network: { capturePayload: false, ignoreHeaders: true },
    });
  });

  it('keeps no query and no secret id in the URLs it records', () => {
    const token = 'eyJlIjoiYUBiLmMifQ.c2ln';
    expect(OPENREPLAY_PRIVACY.urls.urlSanitizer(`http://s/the-first-steep/confirm?token=${token}`)).toBe(
      'http://s/the-first-steep/confirm',
    );
    expect(OPENREPLAY_PRIVACY.resourceNameSanitizer('http://s/api/order/o_123?x=1')).toBe(
      'http://s/api/order/:orderId',
    );
    const exchange = { url: 'http://s/api/checkout/session/cs_1', status: 200 };
    expect(OPENREPLAY_PRIVACY.network.sanitizer(exchange)).toEqual({
      url: 'http://s/api/checkout/session/:sessionId',
      status: 200,
    });
  });
});
