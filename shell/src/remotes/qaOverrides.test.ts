import { createSafeStorage } from '@sencha/platform';
import {
  LOOPBACK,
  QA_OVERRIDES_KEY,
  applyQaOverrides,
  clearQaOverrides,
  overridePolicy,
  withoutOverrideParams,
  type QaOverridePolicy,
} from './qaOverrides';

const PAGE = 'https://shop.test/about';
const fromFile = {
  catalog: 'https://remotes.shop.test/catalog/1.0.0/mf-manifest.json',
  content: '/remotes/content/1.0.0/mf-manifest.json',
};
const policy = (overrides: Partial<QaOverridePolicy> = {}): QaOverridePolicy => ({
  ...overridePolicy({ enabled: true, allowedOrigins: null, ttlHours: 24 }, fromFile, PAGE),
  ...overrides,
});
const NOW = Date.UTC(2026, 10, 21);
const HOUR = 3_600_000;

describe('QA override policy', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('allows by default the origins remotes.json uses, and loopback', () => {
    expect(policy().allowedOrigins).toEqual(['https://remotes.shop.test', 'https://shop.test', LOOPBACK]);
  });

  it('takes an allowed ?mf.<remote>=<url> and keeps it for later pages', () => {
    const url = 'https://remotes.shop.test/content/1.4.0-rc1/mf-manifest.json';
    expect(applyQaOverrides(`?mf.content=${url}`, localStorage, policy(), PAGE, NOW)).toEqual({
      content: url,
    });
    expect(applyQaOverrides('', localStorage, policy(), PAGE, NOW + HOUR)).toEqual({ content: url });
  });

  it.each([
    'http://localhost:3105/mf-manifest.json',
    'http://127.0.0.1:9000/content/mf-manifest.json',
    '/remotes/content/rc/mf-manifest.json',
  ])('allows the loopback or same-origin manifest %s', (url) => {
    expect(
      applyQaOverrides(`?mf.content=${encodeURIComponent(url)}`, localStorage, policy(), PAGE, NOW),
    ).toEqual({
      content: url,
    });
  });

  it.each([
    'https://evil.test/mf-manifest.json',
    '//evil.test/mf-manifest.json',
    'http://remotes.shop.test/catalog/mf-manifest.json',
    'https://shop.test.evil.test/mf-manifest.json',
    'javascript:alert(1)',
  ])('refuses %s: not stored, not returned, logged', (url) => {
    const overrides = applyQaOverrides(
      `?mf.catalog=${encodeURIComponent(url)}`,
      localStorage,
      policy(),
      PAGE,
      NOW,
    );
    expect(overrides).toEqual({});
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QA override refused'));
  });

  it("resolves a released version to that release on the shop's own origin, even with a narrow allow-list", () => {
    const narrow = policy({ allowedOrigins: ['https://remotes.shop.test'] });
    const overrides = applyQaOverrides('?mf.catalog=1.4.0-3f2a9c1', localStorage, narrow, PAGE, NOW);
    expect(overrides).toEqual({
      catalog: 'https://shop.test/remotes/catalog/1.4.0-3f2a9c1/mf-manifest.json',
    });
    // Kept for later pages, and still allowed when read back.
    expect(applyQaOverrides('', localStorage, narrow, PAGE, NOW + HOUR)).toEqual(overrides);
    // Not a version: taken as a URL, and a path outside /remotes/ on the own origin is not a release.
    expect(applyQaOverrides('?mf.catalog=../1.4.0', localStorage, narrow, PAGE, NOW)).toEqual(overrides);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QA override refused: mf.catalog=../1.4.0'));
  });

  it('ignores unknown remotes', () => {
    expect(
      applyQaOverrides('?mf.nosuch=http://localhost:1/m.json', localStorage, policy(), PAGE, NOW),
    ).toEqual({});
  });

  it('honours nothing, and forgets what was stored, when the deployment disables overrides', () => {
    const url = 'http://localhost:3105/mf-manifest.json';
    applyQaOverrides(`?mf.content=${url}`, localStorage, policy(), PAGE, NOW);
    expect(
      applyQaOverrides(`?mf.orders=${url}`, localStorage, policy({ enabled: false }), PAGE, NOW),
    ).toEqual({});
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
  });

  it('expires overrides after the configured time', () => {
    const url = 'http://localhost:3105/mf-manifest.json';
    const day = policy({ ttlMs: 24 * HOUR });
    applyQaOverrides(`?mf.content=${url}`, localStorage, day, PAGE, NOW);
    expect(applyQaOverrides('', localStorage, day, PAGE, NOW + 23 * HOUR)).toEqual({ content: url });
    expect(applyQaOverrides('', localStorage, day, PAGE, NOW + 24 * HOUR)).toEqual({});
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
  });

  it('drops a stored override whose origin is no longer allowed', () => {
    const url = 'https://qa.other.test/content/mf-manifest.json';
    applyQaOverrides(
      `?mf.content=${url}`,
      localStorage,
      policy({ allowedOrigins: ['https://qa.other.test'] }),
      PAGE,
      NOW,
    );
    expect(applyQaOverrides('', localStorage, policy(), PAGE, NOW)).toEqual({});
  });

  it('survives a corrupt or old-format stored value, and resets', () => {
    localStorage.setItem(QA_OVERRIDES_KEY, '{oops');
    expect(applyQaOverrides('', localStorage, policy(), PAGE, NOW)).toEqual({});
    localStorage.setItem(
      QA_OVERRIDES_KEY,
      JSON.stringify({ content: 'http://localhost:1/mf-manifest.json' }),
    );
    expect(applyQaOverrides('', localStorage, policy(), PAGE, NOW)).toEqual({});
    applyQaOverrides('?mf.orders=http://localhost:1/mf-manifest.json', localStorage, policy(), PAGE, NOW);
    clearQaOverrides(localStorage);
    expect(applyQaOverrides('', localStorage, policy(), PAGE, NOW)).toEqual({});
  });

  it('works for the visit when storage is blocked', () => {
    const blocked = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const url = 'http://localhost:3105/mf-manifest.json';
    expect(applyQaOverrides(`?mf.content=${url}`, blocked, policy(), PAGE, NOW)).toEqual({ content: url });
  });

  it('drops only the mf.* parameters from a URL', () => {
    expect(withoutOverrideParams('http://shop.test/about?mf.content=x&utm_source=mail')).toBe(
      'http://shop.test/about?utm_source=mail',
    );
  });
});
