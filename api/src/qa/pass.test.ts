import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { DEFAULT_QA_KEY_FILE } from '../paths';
import { QA_TOKEN_PATTERN, issuePass, issueToken, loadQaKey, signToken, verifyToken } from './pass';
import { qaSettings } from './settings';

const key = Buffer.from('k'.repeat(32));
const other = Buffer.from('o'.repeat(32));
const NOW = Date.UTC(2030, 0, 1, 9, 0, 0);
const nowS = NOW / 1000;

/** One character of a token changed at index i (to another character of the base64url alphabet). */
function flip(token: string, i: number): string {
  const c = token[i] === 'A' ? 'B' : 'A';
  return `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
}

describe('QA pass tokens', () => {
  it('round-trips: a pass verifies for its purpose until it expires', () => {
    const { pass, exp, expiresAt } = issuePass(key, 8, NOW);
    expect(pass).toMatch(QA_TOKEN_PATTERN);
    expect(exp).toBe(nowS + 8 * 3600);
    expect(expiresAt.toISOString()).toBe('2030-01-01T17:00:00.000Z');
    expect(verifyToken(key, pass, 'pass', NOW)).toEqual({ exp, expiresAt });
    expect(verifyToken(key, pass, 'pass', (exp - 1) * 1000)).not.toBeNull();
    // Every pass has its own nonce.
    expect(issuePass(key, 8, NOW).pass).not.toBe(pass);
  });

  it('refuses a pass signed with another key (forged)', () => {
    const { pass } = issuePass(other, 8, NOW);
    expect(verifyToken(key, pass, 'pass', NOW)).toBeNull();
  });

  it('refuses a tampered pass: expiry, nonce or signature changed', () => {
    const { pass, exp } = issuePass(key, 1, NOW);
    const [, , nonce, sig] = pass.split('.');
    // A later expiry with the old signature.
    expect(verifyToken(key, `v1.${exp + 3600}.${nonce}.${sig}`, 'pass', NOW)).toBeNull();
    expect(verifyToken(key, flip(pass, 3 + 11), 'pass', NOW)).toBeNull();
    for (let i = pass.length - 43; i < pass.length; i += 1)
      expect(verifyToken(key, flip(pass, i), 'pass', NOW)).toBeNull();
  });

  it('refuses the other spellings of the same signature bytes (base64url spare bits)', () => {
    const token = signToken(key, 'pass', nowS + 60, 'n'.repeat(22));
    const sig = token.slice(-43);
    const bytes = Buffer.from(sig, 'base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twins = [...alphabet]
      .map((c) => `${sig.slice(0, 42)}${c}`)
      .filter((s) => s !== sig && Buffer.from(s, 'base64url').equals(bytes));
    expect(twins).toHaveLength(3);
    for (const twin of twins)
      expect(verifyToken(key, `${token.slice(0, -43)}${twin}`, 'pass', NOW)).toBeNull();
  });

  it('refuses an expired pass, and one reaching further than 24 h (plus a minute of clock skew)', () => {
    const expired = signToken(key, 'pass', nowS, 'a'.repeat(22));
    expect(verifyToken(key, expired, 'pass', NOW)).toBeNull();
    expect(verifyToken(key, signToken(key, 'pass', nowS - 3600, 'a'.repeat(22)), 'pass', NOW)).toBeNull();
    const edge = signToken(key, 'pass', nowS + 24 * 3600 + 60, 'a'.repeat(22));
    expect(verifyToken(key, edge, 'pass', NOW)).not.toBeNull();
    const tooFar = signToken(key, 'pass', nowS + 24 * 3600 + 61, 'a'.repeat(22));
    expect(verifyToken(key, tooFar, 'pass', NOW)).toBeNull();
    expect(verifyToken(key, signToken(key, 'pass', 9_999_999_999, 'a'.repeat(22)), 'pass', NOW)).toBeNull();
  });

  it('refuses malformed passes', () => {
    const { pass } = issuePass(key, 8, NOW);
    const [, exp, nonce, sig] = pass.split('.');
    for (const bad of [
      undefined,
      42,
      '',
      `v1.${exp}.${nonce}`,
      `v1.${exp}.${nonce}.${sig}.x`,
      `v2.${exp}.${nonce}.${sig}`,
      `v1.${exp}.${nonce}.${sig}=`,
      `v1.${exp}.${nonce}==.${sig}`,
      `v1.0${exp}.${nonce}.${sig}`,
      `v1.${exp}.${nonce}.${sig!.slice(1)}`,
      `v1.${exp}.${nonce}.${sig!.replace(/^./, '+')}`,
      ` ${pass}`,
      `${pass}\n`,
      pass.toUpperCase(),
    ])
      expect(verifyToken(key, bad, 'pass', NOW)).toBeNull();
  });

  it('keeps the purposes apart: a link pass is no session, a session no link pass', () => {
    const { pass, exp } = issuePass(key, 8, NOW);
    const session = issueToken(key, 'session', exp);
    expect(verifyToken(key, session, 'session', NOW)).not.toBeNull();
    expect(verifyToken(key, pass, 'session', NOW)).toBeNull();
    expect(verifyToken(key, session, 'pass', NOW)).toBeNull();
  });

  it('signs exactly the agreed message', () => {
    const nonce = crypto.randomBytes(16).toString('base64url');
    const expected = crypto
      .createHmac('sha256', key)
      .update(`sencha-qa:session:v1.${nowS + 60}.${nonce}`)
      .digest('base64url');
    expect(signToken(key, 'session', nowS + 60, nonce)).toBe(`v1.${nowS + 60}.${nonce}.${expected}`);
  });

  it('issues passes of more than 0 and at most 24 hours', () => {
    expect(issuePass(key, 24, NOW).exp).toBe(nowS + 24 * 3600);
    expect(issuePass(key, 0.5, NOW).exp).toBe(nowS + 1800);
    for (const hours of [0, -1, 24.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => issuePass(key, hours, NOW)).toThrow(RangeError);
  });
});

describe('QA pass key and settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-qa-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads QA_PASS_SECRET of at least 32 characters, and stops the start on a shorter one', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'test', QA_PASS_SECRET: secret }).qa.secret).toBe(secret);
    expect(() => loadConfig({ NODE_ENV: 'test', QA_PASS_SECRET: 's'.repeat(31) })).toThrow(
      /^QA_PASS_SECRET must be at least 32 characters long/,
    );
    expect(loadQaKey({ secret, keyFile: path.join(dir, 'unused') })).toEqual({
      key: Buffer.from(secret),
      source: 'QA_PASS_SECRET',
      created: false,
    });
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
  });

  it('defaults to a key file under api/.data, 8 hours; QA_PASS_TTL_HOURS from 1 to 24', () => {
    expect(qaSettings({})).toEqual({ secret: undefined, keyFile: DEFAULT_QA_KEY_FILE, defaultTtlHours: 8 });
    expect(DEFAULT_QA_KEY_FILE).toMatch(/api[/\\]\.data[/\\]qa-pass\.key$/);
    expect(qaSettings({ QA_PASS_KEY_FILE: 'keys/qa.key' }).keyFile).toBe(
      path.join(path.dirname(DEFAULT_QA_KEY_FILE), '..', 'keys', 'qa.key'),
    );
    expect(qaSettings({ QA_PASS_TTL_HOURS: '24' }).defaultTtlHours).toBe(24);
    for (const bad of ['0', '25', '1.5', 'eight'])
      expect(() => qaSettings({ QA_PASS_TTL_HOURS: bad })).toThrow(/^QA_PASS_TTL_HOURS must be/);
  });

  it('creates the key file 0600 once, then reuses it', () => {
    const keyFile = path.join(dir, 'nested', 'qa-pass.key');
    const first = loadQaKey({ secret: undefined, keyFile });
    expect(first.created).toBe(true);
    expect(first.source).toBe(keyFile);
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    expect(first.warning).toBeUndefined();
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = loadQaKey({ secret: undefined, keyFile });
    expect(second.created).toBe(false);
    expect(second.key.equals(first.key)).toBe(true);
    // The file's content is the key exactly as QA_PASS_SECRET would be.
    const secret = fs.readFileSync(keyFile, 'utf8').trim();
    expect(loadQaKey({ secret, keyFile: 'unused' }).key.equals(first.key)).toBe(true);
  });

  it('refuses a key file without a usable key, and warns about one others can read', () => {
    const keyFile = path.join(dir, 'qa-pass.key');
    fs.writeFileSync(keyFile, 'short\n', { mode: 0o600 });
    expect(() => loadQaKey({ secret: undefined, keyFile })).toThrow(/holds no key of at least 32 characters/);
    fs.writeFileSync(keyFile, `${'x'.repeat(40)}\n`);
    fs.chmodSync(keyFile, 0o644);
    expect(loadQaKey({ secret: undefined, keyFile }).warning).toMatch(
      /can be read by other users \(mode 644\)/,
    );
  });
});
