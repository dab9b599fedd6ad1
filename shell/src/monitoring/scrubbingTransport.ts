import { makeFetchTransport, type BrowserOptions } from '@sentry/react';
import { scrubDeep, scrubText } from './scrubUrls';

/** What the transport sends (the SDK's `Envelope`, @sentry/core being no dependency of the shell). */
export type Envelope = Parameters<ReturnType<typeof makeFetchTransport>['send']>[0];

type EnvelopeItemLike = [Record<string, unknown>, unknown];

/**
 * Every envelope, scrubbed as it leaves (scrubUrls.ts). The SDK's hooks do not see everything: session replay's
 * `beforeAddRecordingEvent` gets only custom events, not the page address of its meta event nor the attributes
 * of its DOM snapshots, and replay sends through the transport itself. Replay is uncompressed for this
 * (sentryOptions.ts), so its recording is text here; a changed payload gets its byte length again.
 */
export function scrubEnvelope(envelope: Envelope): Envelope {
  const [headers, items] = envelope as unknown as [Record<string, unknown>, EnvelopeItemLike[]];
  const scrubbed = items.map(([header, payload]): EnvelopeItemLike => {
    if (typeof payload === 'string') {
      const text = scrubText(payload);
      if (text === payload) return [header, payload];
      const length =
        typeof header['length'] === 'number' ? { length: new TextEncoder().encode(text).length } : {};
      return [{ ...header, ...length }, text];
    }
    return [header, payload instanceof Uint8Array ? payload : scrubDeep(payload)];
  });
  return [scrubDeep(headers), scrubbed] as unknown as Envelope;
}

export const scrubbingTransport: NonNullable<BrowserOptions['transport']> = (options) => {
  const transport = makeFetchTransport(options);
  return { ...transport, send: (envelope) => transport.send(scrubEnvelope(envelope)) };
};
