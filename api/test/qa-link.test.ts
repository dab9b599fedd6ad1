import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QA_LINK_USAGE, qaLinkCommand } from '../src/cli/qaLinkCommand';
import { loadQaKey, verifyToken } from '../src/qa/pass';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';

const TOKEN = 'operator-token-0123456789abcdef';

function passOf(url: string): string {
  return new URL(url).searchParams.get('pass') ?? '';
}

describe('npm run qa-link', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-qa-link-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('signs locally with the API key file when there is no ADMIN_TOKEN', async () => {
    const keyFile = path.join(dir, 'qa-pass.key');
    const now = Date.now();
    const result = await qaLinkCommand(['--hours', '2'], { QA_PASS_KEY_FILE: keyFile }, now);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(
      /^http:\/\/localhost:3000\/api\/qa\/enter\?pass=v1\.\d{10}\.[\w-]{22}\.[\w-]{43}$/,
    );
    expect(result.note).toContain(`signed here with ${keyFile}`);
    // The key file is the API's: the same file verifies the pass.
    const verified = verifyToken(
      loadQaKey({ secret: undefined, keyFile }).key,
      passOf(result.output),
      'pass',
      now,
    );
    expect(verified?.exp).toBe(Math.floor(now / 1000) + 7200);
  });

  it('uses PUBLIC_URL, API_PREFIX and QA_PASS_SECRET, and the default TTL', async () => {
    const secret = 's'.repeat(40);
    const now = Date.now();
    const result = await qaLinkCommand(
      [],
      {
        QA_PASS_SECRET: secret,
        PUBLIC_URL: 'https://shop.example/',
        API_PREFIX: '/v2',
        QA_PASS_TTL_HOURS: '3',
      },
      now,
    );
    expect(result.output).toMatch(/^https:\/\/shop\.example\/v2\/qa\/enter\?pass=v1\./);
    const verified = verifyToken(Buffer.from(secret), passOf(result.output), 'pass', now);
    expect(verified?.exp).toBe(Math.floor(now / 1000) + 3 * 3600);
    expect(result.note).toContain('QA_PASS_SECRET');
  });

  it('answers usage for bad arguments', async () => {
    for (const argv of [['--hours'], ['--hours', '0'], ['--hours', '25'], ['--hours=abc'], ['--days', '1']])
      expect(await qaLinkCommand(argv, { QA_PASS_KEY_FILE: path.join(dir, 'k') })).toEqual({
        code: 2,
        output: QA_LINK_USAGE,
      });
    expect((await qaLinkCommand(['--help'], {})).code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'k'))).toBe(false);
  });

  it('falls back to local signing when ADMIN_TOKEN is set but no API answers', async () => {
    const keyFile = path.join(dir, 'qa-pass.key');
    const result = await qaLinkCommand([], {
      ADMIN_TOKEN: TOKEN,
      API_URL: 'http://127.0.0.1:9',
      QA_PASS_KEY_FILE: keyFile,
    });
    expect(result.code).toBe(0);
    expect(result.note).toContain('signed here');
  });
});

describe('npm run qa-link against a running API', () => {
  let api: TestApi;
  let apiUrl: string;
  beforeAll(async () => {
    api = await createTestApi('pglite', {
      adminToken: TOKEN,
      publicUrl: 'http://localhost:3000',
      autoSeed: false,
    });
    apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('asks the operator route with ADMIN_TOKEN, and the API accepts the pass it issued', async () => {
    const result = await qaLinkCommand(['--hours=1'], { ADMIN_TOKEN: TOKEN, API_URL: apiUrl });
    expect(result.code).toBe(0);
    expect(result.note).toContain('issued by the API');
    const url = new URL(result.output);
    expect(url.origin).toBe('http://localhost:3000');
    const page = await api.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const expiresAt = verifyToken(loadQaKey(api.config.qa).key, passOf(result.output), 'pass')?.expiresAt;
    expect((expiresAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('reports a refused token instead of signing with a key the API may not share', async () => {
    const result = await qaLinkCommand([], { ADMIN_TOKEN: 'wrong-token-0123456789abcdef', API_URL: apiUrl });
    expect(result).toEqual({
      code: 1,
      output: 'The API refused to issue a QA pass: 401: A valid operator token is required.',
    });
  });
});
