/** @jest-environment node */
import { composeRequest } from './composeRequest';
import type { Settings } from './settings';

const settings: Settings = {
  SSR_PORT: 3006,
  SSR_HOST: '127.0.0.1',
  STATIC_ORIGIN: 'http://web',
  API_URL: 'http://api:4000',
  PUBLIC_URL: 'https://shop.example',
  SSR_AREA_BUDGET_MS: 150,
  SSR_MAX_WORKERS: 4,
  SSR_WORKER_IDLE_MS: 120_000,
  SSR_MAX_RENDERS_PER_WORKER: 16,
  SSR_WORKER_MEMORY_MB: 256,
  SSR_REMOTE_ORIGINS: ['https://cdn.example'],
};
const split = {
  catalog: {
    stable: '/remotes/catalog/1.0.0/mf-manifest.json',
    canary: '/remotes/catalog/1.1.0/mf-manifest.json',
    percent: 50,
  },
  content: 'https://cdn.example/content/mf-manifest.json',
};
const page = 'https://shop.example/specialty-tea/green-tea';

describe('composeRequest', () => {
  it('gives the browser the manifests it would resolve, and reads the shop’s own through STATIC_ORIGIN', () => {
    const { spec } = composeRequest(settings, split, { apiBase: '' }, 80, page);
    expect(spec.entries).toEqual({
      catalog: '/remotes/catalog/1.0.0/mf-manifest.json',
      content: 'https://cdn.example/content/mf-manifest.json',
    });
    expect(spec.fetchEntries).toEqual({
      catalog: 'http://web/remotes/catalog/1.0.0/mf-manifest.json',
      content: 'https://cdn.example/content/mf-manifest.json',
    });
  });

  it('keys a snapshot by what it composes: two cohorts on one side share it, the other side has its own', () => {
    const key = (cohort: number) => composeRequest(settings, split, {}, cohort, page).key;
    expect(key(80)).toBe(key(99));
    expect(key(10)).not.toBe(key(80));
    expect(key(10)).toBe(key(49));
  });

  it('runs no remote’s server code from an origin it was not told to trust', () => {
    const { spec } = composeRequest({ ...settings, SSR_REMOTE_ORIGINS: [] }, split, {}, 80, page);
    expect(spec.fetchEntries).toEqual({ catalog: 'http://web/remotes/catalog/1.0.0/mf-manifest.json' });
    expect(spec.entries.content).toBe('https://cdn.example/content/mf-manifest.json');
  });

  it('composes nothing from a pointer that is not one', () => {
    expect(composeRequest(settings, 'garbage', {}, 1, page).spec.entries).toEqual({});
  });
});
