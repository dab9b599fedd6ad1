import { createSafeStorage } from '@sencha/platform';
import {
  FALLEN_BACK_KEY,
  LOOPBACK,
  QA_OVERRIDES_KEY,
  clearAllOverrides,
  isAllowedManifest,
  overrideManifest,
  overridePolicy,
  parseOverrideParams,
  readFallenBack,
  readStoredOverrides,
  storedOverrides,
  withoutOverrideParams,
  type QaOverridePolicy,
} from './qaOverrides';

const PAGE = 'https://shop.test/about';
const fromFile = {
  catalog: 'https://remotes.shop.test/catalog/1.0.0/mf-manifest.json',
  content: '/remotes/content/1.0.0/mf-manifest.json',
};
const policy = (allowedOrigins: string[] | null = null, ttlHours = 8): QaOverridePolicy =>
  overridePolicy({ enabled: true, allowedOrigins, ttlHours }, fromFile, PAGE);
const NOW = Date.UTC(2026, 10, 21);
const HOUR = 3_600_000;
const CANDIDATE = 'http://localhost:3105/mf-manifest.json';

const store = (remotes: Record<string, string>, expiresAt = NOW + HOUR) =>
  localStorage.setItem(QA_OVERRIDES_KEY, JSON.stringify({ expiresAt, remotes }));

describe('QA override policy', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('allows the origins remotes.json uses and the listed ones; loopback only when listed', () => {
    expect(policy().allowedOrigins).toEqual(['https://remotes.shop.test', 'https://shop.test']);
    expect(policy([]).allowedOrigins).toEqual(['https://remotes.shop.test', 'https://shop.test']);
    expect(policy(['http://localhost:3105']).allowedOrigins).toContain('http://localhost:3105');
    expect(isAllowedManifest(CANDIDATE, policy(), PAGE)).toBe(false);
    expect(isAllowedManifest('http://127.0.0.1:9000/mf-manifest.json', policy([LOOPBACK]), PAGE)).toBe(true);
    expect(isAllowedManifest(CANDIDATE, policy(['http://localhost:3105']), PAGE)).toBe(true);
  });

  it.each([
    'https://evil.test/mf-manifest.json',
    '//evil.test/mf-manifest.json',
    'http://remotes.shop.test/catalog/mf-manifest.json',
    'https://shop.test.evil.test/mf-manifest.json',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(isAllowedManifest(url, policy(['http://localhost:3105']), PAGE)).toBe(false);
  });

  it("resolves a released version to that release on the shop's own origin, always allowed", () => {
    // Every live remote on another origin: the shop's own origin is not in the allow-list.
    const narrow = overridePolicy(
      { enabled: true, allowedOrigins: [], ttlHours: 8 },
      { catalog: fromFile.catalog },
      PAGE,
    );
    const url = overrideManifest('catalog', '1.4.0-3f2a9c1', PAGE);
    expect(url).toBe('https://shop.test/remotes/catalog/1.4.0-3f2a9c1/mf-manifest.json');
    expect(isAllowedManifest(url, narrow, PAGE)).toBe(true);
    // Not a version: taken as a URL, and a path outside /remotes/ on the own origin is not a release.
    expect(overrideManifest('catalog', '../1.4.0', PAGE)).toBe('../1.4.0');
    expect(isAllowedManifest('https://shop.test/elsewhere/mf-manifest.json', narrow, PAGE)).toBe(false);
  });

  it('lists the mf.* parameters in order, unknown names too', () => {
    expect(parseOverrideParams('?utm=1&mf.content=a&mf.nosuch=b')).toEqual([
      { key: 'mf.content', name: 'content', value: 'a' },
      { key: 'mf.nosuch', name: 'nosuch', value: 'b' },
    ]);
  });
});

describe('stored overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads what is stored without writing anything', () => {
    store({ content: CANDIDATE, nosuch: CANDIDATE });
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    const removals = jest.spyOn(Storage.prototype, 'removeItem');
    expect(readStoredOverrides(localStorage, NOW, policy(['http://localhost:3105']), PAGE)).toEqual({
      content: CANDIDATE,
    });
    expect(writes).not.toHaveBeenCalled();
    expect(removals).not.toHaveBeenCalled();
    writes.mockRestore();
    removals.mockRestore();
  });

  it('ignores an expired record, one no longer allowed, and one that fell back on this tab', () => {
    store({ content: CANDIDATE }, NOW);
    expect(readStoredOverrides(localStorage, NOW, policy(['http://localhost:3105']), PAGE)).toEqual({});
    store({ content: CANDIDATE });
    expect(readStoredOverrides(localStorage, NOW, policy(), PAGE)).toEqual({});
    const fallenBack = { content: { url: CANDIDATE, reason: 'entry failed' } };
    expect(
      readStoredOverrides(localStorage, NOW, policy(['http://localhost:3105']), PAGE, fallenBack),
    ).toEqual({});
    // A fallback of another URL leaves this one alone.
    const other = { content: { url: 'http://localhost:3105/old/mf-manifest.json', reason: 'x' } };
    expect(readStoredOverrides(localStorage, NOW, policy(['http://localhost:3105']), PAGE, other)).toEqual({
      content: CANDIDATE,
    });
  });

  it('survives a corrupt or old-format record, and blocked storage', () => {
    localStorage.setItem(QA_OVERRIDES_KEY, '{oops');
    expect(readStoredOverrides(localStorage, NOW, policy([LOOPBACK]), PAGE)).toEqual({});
    localStorage.setItem(QA_OVERRIDES_KEY, JSON.stringify({ content: CANDIDATE }));
    expect(readStoredOverrides(localStorage, NOW, policy([LOOPBACK]), PAGE)).toEqual({});
    const blocked = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredOverrides(blocked, NOW, policy([LOOPBACK]), PAGE)).toEqual({});
    sessionStorage.setItem(FALLEN_BACK_KEY, '{"content": {"url": 7}, "nosuch": {"url": "a", "reason": "b"}}');
    expect(readFallenBack(sessionStorage)).toEqual({});
  });

  it('keeps a record no longer than the configured time, nor past the pass', () => {
    expect(storedOverrides({ content: CANDIDATE }, NOW, 8 * HOUR, NOW + 24 * HOUR).expiresAt).toBe(
      NOW + 8 * HOUR,
    );
    expect(storedOverrides({ content: CANDIDATE }, NOW, 8 * HOUR, NOW + HOUR).expiresAt).toBe(NOW + HOUR);
  });

  it('clears overrides and the fallbacks of the tab together', () => {
    store({ content: CANDIDATE });
    sessionStorage.setItem(FALLEN_BACK_KEY, '{}');
    clearAllOverrides(localStorage, sessionStorage);
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
    expect(sessionStorage.getItem(FALLEN_BACK_KEY)).toBeNull();
  });

  it('drops only the mf.* parameters from a URL', () => {
    expect(withoutOverrideParams('http://shop.test/about?mf.content=x&utm_source=mail')).toBe(
      'http://shop.test/about?utm_source=mail',
    );
  });
});
