import { FALLEN_BACK_KEY, QA_OVERRIDES_KEY, overridePolicy } from '../remotes/qaOverrides';
import { fakeResponse } from '../test/fakeResponse';
import { resolveQaOverrides, type QaSessionDeps } from './qaSession';

const PAGE = 'https://shop.test/about';
const CANDIDATE = 'http://localhost:3105/mf-manifest.json';
const OLDER = 'http://localhost:3105/older/mf-manifest.json';
const NOW = Date.UTC(2026, 10, 21);
const HOUR = 3_600_000;
const policy = overridePolicy(
  { enabled: true, allowedOrigins: ['http://localhost:3105'], ttlHours: 8 },
  { content: '/remotes/content/1.0.0/mf-manifest.json', catalog: '/remotes/catalog/1.0.0/mf-manifest.json' },
  PAGE,
);
const manifest = (name: string) => ({
  name,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  shared: [{ name: '@sencha/platform', version: '1.9.0' }],
});

function deps(files: Record<string, unknown>, warn = jest.fn()): QaSessionDeps {
  const fetchImpl = async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    return body === undefined ? fakeResponse(404, null) : fakeResponse(200, body);
  };
  return {
    storage: localStorage,
    session: sessionStorage,
    fetchImpl: fetchImpl as typeof fetch,
    shellContract: '1.9.0',
    now: NOW,
    warn,
  };
}

const stored = () => JSON.parse(localStorage.getItem(QA_OVERRIDES_KEY) ?? 'null') as unknown;

describe('resolveQaOverrides', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores only the accepted overrides, until the pass ends when that comes first', async () => {
    const warn = jest.fn();
    const outcome = await resolveQaOverrides(
      `?mf.content=${CANDIDATE}&mf.catalog=${CANDIDATE}`,
      PAGE,
      policy,
      NOW + HOUR,
      deps({ [CANDIDATE]: manifest('content') }, warn),
    );
    expect(outcome.overrides).toEqual({ content: CANDIDATE });
    expect(outcome.refused).toEqual([
      {
        key: 'mf.catalog',
        name: 'catalog',
        value: CANDIDATE,
        reason: 'manifest is for "content", not "catalog"',
      },
    ]);
    expect(stored()).toEqual({ expiresAt: NOW + HOUR, remotes: { content: CANDIDATE } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QA override refused: mf.catalog='));
  });

  it('a refused parameter stores nothing and keeps the stored override of its remote', async () => {
    localStorage.setItem(
      QA_OVERRIDES_KEY,
      JSON.stringify({ expiresAt: NOW + HOUR, remotes: { content: CANDIDATE } }),
    );
    const before = localStorage.getItem(QA_OVERRIDES_KEY);
    const outcome = await resolveQaOverrides(
      '?mf.content=https://evil.example/mf-manifest.json',
      PAGE,
      policy,
      NOW + 8 * HOUR,
      deps({}),
    );
    expect(outcome.overrides).toEqual({ content: CANDIDATE });
    expect(outcome.refused.map(({ reason }) => reason)).toEqual([
      'https://evil.example is not a QA origin here',
    ]);
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBe(before);
  });

  it('skips an override that fell back on this tab; a new value for that remote is tried again', async () => {
    localStorage.setItem(
      QA_OVERRIDES_KEY,
      JSON.stringify({ expiresAt: NOW + HOUR, remotes: { content: OLDER } }),
    );
    sessionStorage.setItem(
      FALLEN_BACK_KEY,
      JSON.stringify({ content: { url: OLDER, reason: 'entry failed' } }),
    );
    const skipped = await resolveQaOverrides('', PAGE, policy, NOW + HOUR, deps({}));
    expect(skipped.overrides).toEqual({});

    const retried = await resolveQaOverrides(
      `?mf.content=${CANDIDATE}`,
      PAGE,
      policy,
      NOW + HOUR,
      deps({ [CANDIDATE]: manifest('content') }),
    );
    expect(retried.overrides).toEqual({ content: CANDIDATE });
    expect(JSON.parse(sessionStorage.getItem(FALLEN_BACK_KEY) ?? '{}')).toEqual({});
  });

  it('removes an expired record', async () => {
    localStorage.setItem(
      QA_OVERRIDES_KEY,
      JSON.stringify({ expiresAt: NOW - 1, remotes: { content: CANDIDATE } }),
    );
    const outcome = await resolveQaOverrides('', PAGE, policy, NOW + HOUR, deps({}));
    expect(outcome).toEqual({ overrides: {}, refused: [] });
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
  });
});
