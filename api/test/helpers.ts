import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Api, BuildOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { ArtDrawer } from '../src/catalogueTools';
import type { AppConfig } from '../src/config';
import { loadConfig } from '../src/config';
import { catalogueTools } from '@sencha/catalogue';
import { allSchemas } from '@sencha/shared/contract';
import type { Mail, Mailer, MailReceipt } from '../src/mail/mailer';
import { createTestSchema } from './testSchema';

export type Target = 'pglite' | 'postgres';

// TypeBox's checker knows no formats by itself: the ones the schemas use, as Fastify's ajv-formats reads them.
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set(
    'date-time',
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  );

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const targets: Target[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApi extends Api {
  /** The tests run with the catalogue tools, so there is always a drawer. */
  art: ArtDrawer;
  config: AppConfig;
  cleanup: () => Promise<void>;
}

/**
 * A fresh API on an empty database: in-memory PGlite, or a private schema of the TEST_DATABASE_URL server
 * (dropped afterwards), so that parallel test files never share state.
 */
export async function createTestApi(
  target: Target,
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApi> {
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-api-test-'));
  const base = loadConfig({ NODE_ENV: 'test' });
  let databaseUrl: string | undefined;
  let dropSchema = async () => undefined as void;
  if (target === 'postgres') {
    const schema = await createTestSchema(process.env.TEST_DATABASE_URL as string, 'api_test');
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const config: AppConfig = {
    ...base,
    databaseUrl,
    // Tests post many times from one address; the rate-limit tests set their own limit.
    rateLimit: { max: 1000, windowMs: 60_000 },
    contact: { ...base.contact, rateMax: 1000 },
    mail: { ...base.mail, outboxDir: path.join(imageDir, 'outbox') },
    // A key of this test's own, never the one in api/.data that a running shop signs with.
    qa: { ...base.qa, keyFile: path.join(imageDir, 'qa-pass.key') },
    dataDir: 'memory://',
    imageDir,
    logLevel: 'silent',
    generateImages: false,
    catalogPollMs: 0,
    ...overrides,
  };
  const api = await buildApp(config, { catalogue: catalogueTools, ...options });
  const { art } = api;
  if (!art) throw new Error('The catalogue tools gave no image drawer.');
  return {
    ...api,
    art,
    config,
    cleanup: async () => {
      await api.app.close();
      await dropSchema();
      fs.rmSync(imageDir, { recursive: true, force: true });
    },
  };
}

/** Every schema the API registers, for Value.Check's references. */
export function checkSchema(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, allSchemas, value)].map((e) => `${e.path}: ${e.message}`);
}

/** Asserts that a response body matches its TypeBox schema (the schema the route declares). */
export function expectShape(schema: TSchema, value: unknown): void {
  expect(checkSchema(schema, value)).toEqual([]);
}

/** The .eml files the outbox mailer wrote, oldest first. */
export function outbox(api: TestApi): string[] {
  const dir = api.config.mail.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** A mailer that keeps what it sends in memory and, while `failing` is set, refuses every mail (SMTP down). */
export interface RecordingMailer extends Mailer {
  failing: boolean;
  /** Every call of send, failed ones included. */
  attempts: number;
  /** The mails sent (not the refused ones). */
  sent: Mail[];
}

export function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    kind: 'outbox',
    failing: false,
    attempts: 0,
    sent: [],
    async send(mail: Mail): Promise<MailReceipt> {
      mailer.attempts += 1;
      // A turn of the event loop, as a real transport takes: concurrent senders really overlap.
      await new Promise((resolve) => setImmediate(resolve));
      if (mailer.failing) throw new Error('SMTP server unavailable (test)');
      mailer.sent.push(mail);
      return { messageId: `<test-${mailer.sent.length}@sencha.test>` };
    },
    close: () => undefined,
  };
  return mailer;
}
