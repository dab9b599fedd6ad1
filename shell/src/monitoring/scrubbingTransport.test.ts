import { scrubEnvelope, type Envelope } from './scrubbingTransport';

const TOKEN = 'eyJlIjoic2hvcHBlckBleGFtcGxlLmNvbSJ9.c2ln';

describe('scrubEnvelope', () => {
  it('scrubs a replay recording (its meta event and snapshot attributes) and gives it its new length', () => {
    const events = [
      { type: 4, data: { href: `http://shop.test/the-first-steep/confirm?token=${TOKEN}` } },
      { type: 2, data: { node: { attributes: { action: '/api/checkout/sandbox/cs_1' } } } },
      { type: 3, data: { text: 'a { background: url("/bg.png?v=1") }' } },
    ];
    const recording = `{"segment_id":0}\n${JSON.stringify(events)}`;
    const envelope = [
      { event_id: 'e' },
      [[{ type: 'replay_recording', length: new TextEncoder().encode(recording).length }, recording]],
    ] as unknown as Envelope;
    const [, items] = scrubEnvelope(envelope) as unknown as [unknown, [{ length: number }, string][]];
    const [header, payload] = items[0]!;
    expect(payload).not.toContain(TOKEN);
    expect(payload).not.toContain('cs_1');
    expect(header.length).toBe(new TextEncoder().encode(payload).length);
    const [segment, body] = payload.split('\n') as [string, string];
    expect(segment).toBe('{"segment_id":0}');
    // Still JSON (an escaped quote after a URL is kept), with the addresses scrubbed.
    expect(JSON.parse(body)).toEqual([
      { type: 4, data: { href: 'http://shop.test/the-first-steep/confirm' } },
      { type: 2, data: { node: { attributes: { action: '/api/checkout/sandbox/:sessionId' } } } },
      { type: 3, data: { text: 'a { background: url("/bg.png") }' } },
    ]);
  });

  it('scrubs event payloads and leaves binary ones alone', () => {
    const binary = new Uint8Array([1, 2, 3]);
    const envelope = [
      {},
      [
        [{ type: 'event' }, { request: { url: 'http://shop.test/order/o_1?x=1' } }],
        [{ type: 'attachment' }, binary],
      ],
    ] as unknown as Envelope;
    const [, items] = scrubEnvelope(envelope) as unknown as [unknown, [unknown, unknown][]];
    expect(items[0]?.[1]).toEqual({ request: { url: 'http://shop.test/order/:orderId' } });
    expect(items[1]?.[1]).toBe(binary);
  });
});
