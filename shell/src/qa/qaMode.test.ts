import { FALLEN_BACK_KEY, QA_OVERRIDES_KEY } from '../remotes/qaOverrides';
import { fakeResponse } from '../test/fakeResponse';
import { leaveQaMode } from './leaveQaMode';
import { QA_OFF, fetchQaStatus, hasQaHint, qaStatusOf } from './qaMode';

const NOW = Date.UTC(2026, 10, 21);
const LATER = new Date(NOW + 3_600_000).toISOString();

describe('QA mode', () => {
  it('finds the hint cookie, and not a cookie whose name only starts the same', () => {
    expect(hasQaHint('sencha_qa=1790000000')).toBe(true);
    expect(hasQaHint('cart=1; sencha_qa=1790000000; theme=dark')).toBe(true);
    expect(hasQaHint('sencha_qa_pass=v1.x')).toBe(false);
    expect(hasQaHint('not_sencha_qa=1')).toBe(false);
    expect(hasQaHint('sencha_qa=')).toBe(false);
    expect(hasQaHint('')).toBe(false);
  });

  it('is on only when the API says so with an expiry still ahead', () => {
    expect(qaStatusOf({ qa: true, expiresAt: LATER }, NOW)).toEqual({
      active: true,
      expiresAt: NOW + 3_600_000,
    });
    for (const body of [
      { qa: false },
      { qa: true },
      { qa: 'yes', expiresAt: LATER },
      { qa: true, expiresAt: 'soon' },
      { qa: true, expiresAt: new Date(NOW - 1).toISOString() },
      null,
      '<html>',
    ])
      expect(qaStatusOf(body, NOW)).toEqual(QA_OFF);
  });

  it('takes any failure to ask as not in QA mode', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchQaStatus(failing as unknown as typeof fetch)).resolves.toEqual(QA_OFF);
    const broken = jest.fn(async () => fakeResponse(502, { qa: true, expiresAt: LATER }));
    await expect(fetchQaStatus(broken as unknown as typeof fetch)).resolves.toEqual(QA_OFF);
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const answering = jest.fn(async () => fakeResponse(200, { qa: true, expiresAt: ahead }));
    await expect(fetchQaStatus(answering as unknown as typeof fetch)).resolves.toMatchObject({
      active: true,
    });
    expect(answering).toHaveBeenCalledWith('/api/qa/status');
  });

  it('leaving forgets the overrides, asks the API to clear the cookies and reloads without mf.* parameters', async () => {
    localStorage.setItem(QA_OVERRIDES_KEY, '{}');
    sessionStorage.setItem(FALLEN_BACK_KEY, '{}');
    const replace = jest.fn();
    const win = {
      location: { href: 'https://shop.test/about?mf.content=x&utm=1', replace },
    } as unknown as Window;
    const fetchImpl = jest.fn(async () => fakeResponse(204, null));
    await leaveQaMode(localStorage, sessionStorage, win, fetchImpl as unknown as typeof fetch);
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
    expect(sessionStorage.getItem(FALLEN_BACK_KEY)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledWith('/api/qa/leave', { method: 'POST' });
    expect(replace).toHaveBeenCalledWith('https://shop.test/about?utm=1');
  });
});
