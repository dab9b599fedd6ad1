import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { patchRuntimeConfig } from './runtimeConfig';

/** One item of a Sentry envelope: its header, its bytes, and its text once decompressed (replay recordings). */
export interface EnvelopeItem {
  header: { type?: string; length?: number };
  payload: Buffer;
  text: string;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The request body as it arrived. */
  raw: Buffer;
}

/**
 * Splits an envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then per item
 * a JSON header line and a payload of `length` bytes (or up to the next newline when no length is given).
 */
export function parseEnvelope(raw: Buffer): Envelope {
  let at = 0;
  const line = () => {
    const end = raw.indexOf(0x0a, at);
    const text = raw.subarray(at, end < 0 ? raw.length : end).toString('utf8');
    at = end < 0 ? raw.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < raw.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = raw.subarray(at, at + itemHeader.length);
      at += itemHeader.length + 1;
    } else payload = Buffer.from(line(), 'utf8');
    items.push({ header: itemHeader, payload, text: decode(itemHeader.type, payload) });
  }
  return { header, items, raw };
}

/** A replay recording is `{"segment_id":n}\n` followed by the zlib-deflated rrweb events. */
function decode(type: string | undefined, payload: Buffer): string {
  if (type !== 'replay_recording') return payload.toString('utf8');
  const newline = payload.indexOf(0x0a);
  const head = payload.subarray(0, newline + 1).toString('utf8');
  const body = payload.subarray(newline + 1);
  try {
    return head + zlib.unzipSync(body).toString('utf8');
  } catch {
    return head + body.toString('utf8');
  }
}

export interface SentryReceiver {
  dsn: string;
  envelopes: Envelope[];
  /** Every item's JSON payload of the given type (events, transactions...). */
  payloads(type: string): Record<string, unknown>[];
  /** Every byte received, raw and decompressed, as one text to search. */
  everything(): string;
  close(): Promise<void>;
}

/**
 * A local stand-in for Sentry's ingest: answers `POST /api/<project>/envelope/` as Sentry does (200, CORS) and
 * keeps every envelope. Listens on a free port of its own.
 */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      if (/^\/api\/\d+\/envelope\//.test(req.url ?? '')) envelopes.push(parseEnvelope(body));
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    envelopes,
    payloads: (type) =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === type)
          .map((item) => JSON.parse(item.text) as Record<string, unknown>),
      ),
    everything: () =>
      envelopes
        .flatMap((envelope) => [envelope.raw.toString('latin1'), ...envelope.items.map((item) => item.text)])
        .join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the shell's Sentry at the receiver (plus any other config.json settings). */
export async function reportTo(page: Page, receiver: SentryReceiver, extra: Record<string, unknown> = {}) {
  await patchRuntimeConfig(page, { sentryDsn: receiver.dsn, environment: 'e2e', ...extra });
}
