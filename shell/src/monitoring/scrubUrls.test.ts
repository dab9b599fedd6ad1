import { scrubDeep, scrubText, scrubUrl } from './scrubUrls';

const TOKEN = 'eyJlIjoic2hvcHBlckBleGFtcGxlLmNvbSJ9.c2ln';

describe('scrubUrl', () => {
  it.each([
    [`http://shop.test/the-first-steep/confirm?token=${TOKEN}`, 'http://shop.test/the-first-steep/confirm'],
    ['/home#top', '/home'],
    ['/checkout/cs_test_a1B2', '/checkout/:sessionId'],
    ['/checkout', '/checkout'],
    ['http://api.test/api/checkout/session/cs_test_a1B2', 'http://api.test/api/checkout/session/:sessionId'],
    ['/api/checkout/session', '/api/checkout/session'],
    ['/api/checkout/sandbox/cs_1?card=1', '/api/checkout/sandbox/:sessionId'],
    ['/sencha-steep-in-transit/3f6c1d2e', '/sencha-steep-in-transit/:orderId'],
    ['/order/3f6c1d2e', '/order/:orderId'],
    ['/api/order/3f6c1d2e/review', '/api/order/:orderId/review'],
    ['/matcha-tea/uji-gold', '/matcha-tea/uji-gold'],
  ])('%s -> %s', (url, scrubbed) => {
    expect(scrubUrl(url)).toBe(scrubbed);
  });
});

describe('scrubText', () => {
  it('scrubs the URLs inside a text and leaves the rest', () => {
    expect(scrubText('GET http://api.test/api/order/abc123 failed; 1/2 done on 12/05')).toBe(
      'GET http://api.test/api/order/:orderId failed; 1/2 done on 12/05',
    );
    expect(scrubText(`/checkout/cs_9 -> /the-first-steep/confirm?token=${TOKEN}`)).toBe(
      '/checkout/:sessionId -> /the-first-steep/confirm',
    );
  });
});

describe('scrubDeep', () => {
  it('scrubs every string of an event, drops query attributes, and leaves the input alone', () => {
    const event = {
      transaction: '/sencha-steep-in-transit/ord_1',
      request: { url: `http://shop.test/the-first-steep/confirm?token=${TOKEN}` },
      spans: [
        { description: 'GET /api/checkout/session/cs_2', data: { 'http.query': `?token=${TOKEN}`, n: 1 } },
      ],
      urls: ['http://shop.test/checkout/cs_2'],
    };
    const copy = JSON.stringify(event);
    const scrubbed = scrubDeep(event);
    expect(JSON.stringify(event)).toBe(copy);
    expect(scrubbed).toEqual({
      transaction: '/sencha-steep-in-transit/:orderId',
      request: { url: 'http://shop.test/the-first-steep/confirm' },
      spans: [{ description: 'GET /api/checkout/session/:sessionId', data: { n: 1 } }],
      urls: ['http://shop.test/checkout/:sessionId'],
    });
    for (const secret of [TOKEN, 'ord_1', 'cs_2']) expect(JSON.stringify(scrubbed)).not.toContain(secret);
  });
});
