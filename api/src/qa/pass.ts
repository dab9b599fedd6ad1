/**
 * QA passes and sessions (docs/qa-overrides.md): `v1.<exp>.<nonce>.<sig>`, where sig is
 * base64url(HMAC-SHA256(key, `sencha-qa:<purpose>:v1.<exp>.<nonce>`)). The purpose label keeps the two apart:
 * a link pass is never accepted as a session cookie, nor a cookie as a link. Nothing is stored server-side, so
 * checking one is an HMAC and no database read; revoking every pass means changing the key.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { QA_PASS_MAX_HOURS, QA_SECRET_MIN_LENGTH } from './settings';
import type { QaSettings } from './settings';

export type QaPurpose = 'pass' | 'session';

/** The only accepted shape: exp in Unix seconds (10 digits), 16 random bytes, 32 bytes of HMAC (base64url). */
export const QA_TOKEN_PATTERN = /^v1\.(\d{10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** Clocks of the issuer and the verifier may differ this much (seconds). */
const CLOCK_SKEW_S = 60;

export interface VerifiedToken {
  /** Unix seconds. */
  exp: number;
  expiresAt: Date;
}

export interface IssuedPass {
  pass: string;
  exp: number;
  expiresAt: Date;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function signToken(key: Buffer, purpose: QaPurpose, exp: number, nonce: string): string {
  if (!Number.isInteger(exp) || exp < 1e9 || exp >= 1e10)
    throw new RangeError(`QA token expiry out of range: ${exp}`);
  const body = `v1.${exp}.${nonce}`;
  const sig = crypto.createHmac('sha256', key).update(`sencha-qa:${purpose}:${body}`).digest('base64url');
  return `${body}.${sig}`;
}

/** A token with a fresh random nonce, so that two passes with the same expiry differ. */
export function issueToken(key: Buffer, purpose: QaPurpose, exp: number): string {
  return signToken(key, purpose, exp, crypto.randomBytes(16).toString('base64url'));
}

/** A link pass valid for ttlHours (more than 0, at most QA_PASS_MAX_HOURS). */
export function issuePass(key: Buffer, ttlHours: number, now = Date.now()): IssuedPass {
  if (!Number.isFinite(ttlHours) || ttlHours <= 0 || ttlHours > QA_PASS_MAX_HOURS)
    throw new RangeError(
      `A QA pass lasts more than 0 and at most ${QA_PASS_MAX_HOURS} hours, not ${ttlHours}`,
    );
  const exp = seconds(now) + Math.max(1, Math.round(ttlHours * 3600));
  return { pass: issueToken(key, 'pass', exp), exp, expiresAt: new Date(exp * 1000) };
}

/**
 * The token's expiry when it is well formed, signed with this key for this purpose, not expired and not
 * further ahead than any issuer may sign (a pass claiming a year is forged or from a wrongly set clock).
 */
export function verifyToken(
  key: Buffer,
  token: unknown,
  purpose: QaPurpose,
  now = Date.now(),
): VerifiedToken | null {
  if (typeof token !== 'string') return null;
  const match = QA_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const exp = Number(match[1]);
  const nonce = match[2]!;
  const given = match[3]!;
  // The strings are compared, not the decoded bytes: 43 base64url characters carry 2 spare bits, so four
  // spellings decode to one signature, and only the canonical one may pass. Both are 43 ASCII bytes here.
  const expected = signToken(key, purpose, exp, nonce).slice(-43);
  if (!crypto.timingSafeEqual(Buffer.from(given, 'ascii'), Buffer.from(expected, 'ascii'))) return null;
  const nowS = seconds(now);
  if (exp <= nowS || exp > nowS + QA_PASS_MAX_HOURS * 3600 + CLOCK_SKEW_S) return null;
  return { exp, expiresAt: new Date(exp * 1000) };
}

export interface LoadedQaKey {
  key: Buffer;
  /** 'QA_PASS_SECRET' or the key file's path. */
  source: string;
  /** The key file was made by this call. */
  created: boolean;
  /** Something an operator should fix (a key file others can read). */
  warning?: string;
}

/** Waits without an event loop: loading the key is a start-up step, like reading the config. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readKeyFile(file: string): string {
  // A replica that created the file a moment ago may not have written it yet ('wx' opens before it writes).
  for (let attempt = 0; ; attempt += 1) {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (text.length >= QA_SECRET_MIN_LENGTH) return text;
    if (attempt === 5)
      throw new Error(
        `QA_PASS_KEY_FILE ${file} holds no key of at least ${QA_SECRET_MIN_LENGTH} characters: delete it to make a new one.`,
      );
    pause(20);
  }
}

/**
 * The key from QA_PASS_SECRET, else from the key file, made on first use. The file is created exclusively
 * ('wx', mode 0600): of API replicas and `npm run qa-link` starting together on one volume, one writes and the
 * others read. Its content is used as a string, exactly as QA_PASS_SECRET would be, so copying it into that
 * setting keeps every pass valid (what several replicas on different volumes need).
 */
export function loadQaKey(settings: Pick<QaSettings, 'secret' | 'keyFile'>): LoadedQaKey {
  if (settings.secret)
    return { key: Buffer.from(settings.secret, 'utf8'), source: 'QA_PASS_SECRET', created: false };
  const file = settings.keyFile;
  let created = false;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readKeyFile(file), 'utf8');
  const mode = fs.statSync(file).mode & 0o777;
  const warning =
    (mode & 0o077) !== 0
      ? `QA_PASS_KEY_FILE ${file} can be read by other users (mode ${mode.toString(8)}): chmod 600 it.`
      : undefined;
  return { key, source: file, created, ...(warning ? { warning } : {}) };
}
