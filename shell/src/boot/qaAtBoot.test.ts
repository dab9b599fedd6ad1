import { startBoot } from './startBoot';
import { handedOverFetch } from './handover';
import { fakeResponse } from '../test/fakeResponse';

/** The boot script in QA mode (docs/qa-overrides.md); the rest of the boot is startBoot.test.ts's. */
const ORIGIN = window.location.origin;

function siteAnswers(files: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const path = url.replace(ORIGIN, '');
    return path in files ? fakeResponse(200, files[path]) : fakeResponse(404, { message: 'Not found' });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const visit = (path: string) => window.history.replaceState({}, '', path);

/** A page load: a new window has no hand-over yet. */
function loadPage(fetchImpl: typeof fetch) {
  delete window.senchaBoot;
  return startBoot(window, '/', fetchImpl);
}

let warn: jest.SpyInstance;
const realFetch = global.fetch;
beforeEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = realFetch;
});

describe('the boot script in QA mode', () => {
  const STORED = '/remotes/product/1.3.0-rc.1/mf-manifest.json';
  const LIVE = '/remotes/product/1.2.0/mf-manifest.json';
  const active = () => ({ qa: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  const storeOverride = () =>
    window.localStorage.setItem(
      'mf-overrides',
      JSON.stringify({ expiresAt: Date.now() + 60_000, remotes: { product: STORED } }),
    );
  const manifests = (calls: string[]) =>
    calls.filter((url) => url.includes('mf-manifest')).map((url) => url.replace(ORIGIN, ''));
  afterEach(() => {
    document.cookie = 'sencha_qa=; max-age=0';
  });

  it('without the hint cookie reads, stores and asks for no override, whatever the URL and storage hold', async () => {
    visit('/tea-item/sencha-superior?mf.product=1.3.0-rc.1');
    storeOverride();
    const reads = jest.spyOn(Storage.prototype, 'getItem');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { qaOverrides: { enabled: true, allowedOrigins: [] } },
      '/remotes.json': { product: LIVE },
      '/api/qa/status': active(),
    });
    await loadPage(fetchImpl);
    expect(manifests(calls)).toEqual([LIVE]);
    expect(calls).not.toContain(`${ORIGIN}/api/qa/status`);
    expect(reads).not.toHaveBeenCalled();
    // Clearing what is stored is the shell's job.
    expect(window.localStorage.getItem('mf-overrides')).not.toBeNull();
  });

  it('with the hint and QA mode on, starts the stored override and writes nothing; the shell takes the status', async () => {
    visit('/tea-item/sencha-superior');
    storeOverride();
    document.cookie = 'sencha_qa=1790000000';
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { qaOverrides: { enabled: true } },
      '/remotes.json': { product: LIVE },
      '/api/qa/status': active(),
    });
    await loadPage(fetchImpl);
    expect(manifests(calls)).toEqual([STORED]);
    expect(writes).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    const network = jest.fn();
    global.fetch = network;
    await expect((await handedOverFetch('/api/qa/status')).json()).resolves.toMatchObject({ qa: true });
    expect(network).not.toHaveBeenCalled();
  });

  it('with the hint but QA mode off (a forged or expired hint), follows remotes.json', async () => {
    visit('/tea-item/sencha-superior');
    storeOverride();
    document.cookie = 'sencha_qa=1790000000';
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { qaOverrides: { enabled: true } },
      '/remotes.json': { product: LIVE },
      '/api/qa/status': { qa: false },
    });
    await loadPage(fetchImpl);
    expect(calls).toContain(`${ORIGIN}/api/qa/status`);
    expect(manifests(calls)).toEqual([LIVE]);
  });

  it('with QA mode disabled in config.json, ignores the hint', async () => {
    visit('/tea-item/sencha-superior');
    document.cookie = 'sencha_qa=1790000000';
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { qaOverrides: { enabled: false } },
      '/remotes.json': { product: LIVE },
    });
    await loadPage(fetchImpl);
    expect(calls).not.toContain(`${ORIGIN}/api/qa/status`);
    expect(manifests(calls)).toEqual([LIVE]);
  });

  it("leaves the page's code and data to the shell when the URL names a new override for its remote", async () => {
    visit('/tea-item/sencha-superior?mf.product=1.4.0');
    storeOverride();
    document.cookie = 'sencha_qa=1790000000';
    const { calls, fetchImpl } = siteAnswers({
      '/config.json': { qaOverrides: { enabled: true } },
      '/remotes.json': { product: LIVE },
      '/api/qa/status': active(),
    });
    await loadPage(fetchImpl);
    expect(manifests(calls)).toEqual([]);
    // Its first reads are declared in the manifest the shell has yet to choose: the page asks for them itself.
    expect(calls.filter((url) => url.includes('/api/tea-item/'))).toEqual([]);
  });
});
