/**
 * Falling back from a failed override to the live version, driven through the real federation runtime: only
 * the entry scripts are played by a `loadEntry` plugin, failing for the URLs a test names.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { RUNTIME_008 } from '@module-federation/error-codes';
import { fallbackPlugin } from '../remotes/plugins/fallbackPlugin';
import { FALLEN_BACK_KEY } from '../remotes/qaOverrides';
import { keepLoadErrorsFromLateWatch, overrideRecovery, type RecoveryRuntime } from './overrideFallback';

const PAGE = 'https://shop.test/about';
const Fallback = () => null;
const OverridePage = () => null;
const LivePage = () => null;

let count = 0;

/** A host whose content remote is overridden; `failing` lists the entry URLs whose script fails. */
function composed({
  failing,
  initialised = false,
}: {
  failing: (url: string) => boolean;
  initialised?: boolean;
}) {
  count += 1;
  const live = `https://shop.test/remotes/content/${count}.0.0/remoteEntry.js`;
  const override = `http://localhost:3105/${count}/remoteEntry.js`;
  const requested: string[] = [];
  const entries: ModuleFederationRuntimePlugin = {
    name: 'test-entry-scripts',
    async loadEntry({ remoteInfo }) {
      requested.push(remoteInfo.entry);
      if (failing(remoteInfo.entry)) throw new Error(`${RUNTIME_008}: script ${remoteInfo.entry} failed`);
      const page = remoteInfo.entry === live ? LivePage : OverridePage;
      return { init: async () => undefined, get: async () => () => ({ default: page }) } as never;
    },
  };
  const onFailure = jest.fn();
  const runtime = {
    register: jest.fn<void, [string, string]>(),
    load: jest.fn<Promise<unknown>, [string]>(),
    initialised: () => initialised,
    watch: jest.fn(),
    reload: jest.fn(),
  };
  const recover = overrideRecovery({
    live: { content: live },
    overrides: { content: override },
    pageUrl: PAGE,
    session: sessionStorage,
    runtime: runtime as RecoveryRuntime,
  });
  const federation = createInstance({
    name: `host_${count}`,
    remotes: [{ name: 'content', entry: override, entryGlobalName: `content_${count}` }],
    shared: {},
    plugins: [fallbackPlugin(Fallback, onFailure, recover), entries],
  });
  runtime.register.mockImplementation((name, entry) =>
    federation.registerRemotes([{ name, entry, entryGlobalName: `content_live_${count}` }], { force: true }),
  );
  runtime.load.mockImplementation((id) => federation.loadRemote(id));
  return { federation, runtime, onFailure, requested, live, override };
}

const load = (federation: ReturnType<typeof createInstance>, id = 'content/AboutPage') =>
  federation.loadRemote<{ default: unknown }>(id);

describe('overrideRecovery', () => {
  beforeEach(() => sessionStorage.clear());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the live version when the override fails, records why, and reports no failure', async () => {
    const host = composed({ failing: (url) => url.startsWith('http://localhost:3105/') });
    expect((await load(host.federation))?.default).toBe(LivePage);
    expect(host.runtime.register).toHaveBeenCalledTimes(1);
    expect(host.runtime.register).toHaveBeenCalledWith('content', host.live);
    expect(host.runtime.watch).toHaveBeenCalledWith({ content: host.live });
    expect(host.onFailure).not.toHaveBeenCalled();
    const record = JSON.parse(sessionStorage.getItem(FALLEN_BACK_KEY) ?? '{}');
    expect(record.content.url).toBe(host.override);
    expect(record.content.reason).toContain('failed');
  });

  it('falls back once for loads that fail together, and later loads go live', async () => {
    const host = composed({ failing: (url) => url.startsWith('http://localhost:3105/') });
    const [about, faq] = await Promise.all([load(host.federation), load(host.federation, 'content/FaqPage')]);
    expect(about?.default).toBe(LivePage);
    expect(faq?.default).toBe(LivePage);
    expect(host.runtime.register).toHaveBeenCalledTimes(1);
    expect((await load(host.federation, 'content/PrivacyPolicyPage'))?.default).toBe(LivePage);
  });

  it('shows the stand-in, once, when the live version fails too', async () => {
    const host = composed({ failing: () => true });
    expect(await load(host.federation)).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(host.runtime.register).toHaveBeenCalledTimes(1);
    expect(host.onFailure).toHaveBeenCalledTimes(1);
  });

  it('reloads instead of swapping when the override had initialised, and records the fallback', async () => {
    const host = composed({ failing: () => true, initialised: true });
    expect(await load(host.federation)).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(host.runtime.reload).toHaveBeenCalledTimes(1);
    expect(host.runtime.register).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(FALLEN_BACK_KEY) ?? '{}').content.url).toBe(host.override);
  });

  it('leaves a remote without an override to the stand-in', async () => {
    const recover = overrideRecovery({
      live: { content: '/remotes/content/1.0.0/mf-manifest.json' },
      overrides: {},
      pageUrl: PAGE,
      session: sessionStorage,
      runtime: {
        register: jest.fn(),
        load: jest.fn(),
        initialised: () => false,
        watch: jest.fn(),
        reload: jest.fn(),
      },
    });
    await expect(recover('content/AboutPage', new Error('x'), undefined)).resolves.toBeUndefined();
    expect(sessionStorage.getItem(FALLEN_BACK_KEY)).toBeNull();
  });
});

describe('keepLoadErrorsFromLateWatch', () => {
  const overrides = { content: 'http://localhost:3105/mf-manifest.json' };
  const throwIn = (filename: string) => {
    const late = jest.fn();
    window.addEventListener('error', late);
    window.dispatchEvent(new ErrorEvent('error', { filename, error: new Error('broken') }));
    window.removeEventListener('error', late);
    return late;
  };

  it("keeps an override entry's own error from the late-error watch until its container has initialised", () => {
    let initialised = false;
    const stop = keepLoadErrorsFromLateWatch(overrides, PAGE, () => initialised);
    expect(throwIn('http://localhost:3105/remoteEntry.js?mf-retry=1')).not.toHaveBeenCalled();
    // Another remote's error, and the override's once it runs, are late errors as ever.
    expect(throwIn('http://localhost:3002/123.abcd1234.js')).toHaveBeenCalledTimes(1);
    initialised = true;
    expect(throwIn('http://localhost:3105/456.abcd1234.js')).toHaveBeenCalledTimes(1);
    stop();
  });
});
