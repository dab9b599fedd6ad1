import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issuePass, loadQaKey } from '../src/qa/pass';
import { createTestApi } from './helpers';

const TOKEN = 'operator-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };
const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

describe('QA mode rate limit and an unusable key', () => {
  it('lets one address enter 20 times a minute at the default limit, then answers 429', async () => {
    const api = await createTestApi('pglite', { rateLimit: { max: 10, windowMs: 60_000 }, autoSeed: false });
    try {
      const { pass } = issuePass(loadQaKey(api.config.qa).key, 1);
      const codes: number[] = [];
      for (let i = 0; i < 61; i += 1)
        codes.push(
          (
            await api.app.inject({
              method: 'POST',
              url: '/api/qa/enter',
              headers: form,
              payload: `pass=${pass}`,
            })
          ).statusCode,
        );
      expect(codes.slice(0, 60).every((c) => c === 303)).toBe(true);
      expect(codes[60]).toBe(429);
    } finally {
      await api.cleanup();
    }
  });

  it('keeps the shop open with QA mode off when the key file cannot be made', async () => {
    // A folder that cannot exist: its parent is a file.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-qa-')), 'file');
    fs.writeFileSync(blocker, '');
    const api = await createTestApi('pglite', {
      adminToken: TOKEN,
      autoSeed: false,
      qa: { secret: undefined, keyFile: path.join(blocker, 'qa', 'qa-pass.key'), defaultTtlHours: 8 },
    });
    try {
      expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const res = await api.app.inject({ url: '/api/qa/status', headers: { cookie: 'sencha_qa_pass=x' } });
      expect(res.json()).toEqual({ qa: false });
      expect((await api.app.inject({ url: '/api/qa/enter?pass=x' })).statusCode).toBe(503);
      const issue = await api.app.inject({
        method: 'POST',
        url: '/api/admin/qa-passes',
        headers: bearer,
        payload: {},
      });
      expect(issue.statusCode).toBe(503);
    } finally {
      await api.cleanup();
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }
  });
});
