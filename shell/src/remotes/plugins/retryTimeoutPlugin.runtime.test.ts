/**
 * The retry and fallback plugins driven through the real federation runtime (@module-federation/runtime):
 * the runtime's own getRemoteEntry / loadRemote flow calls their hooks. Only the network edge is replaced:
 * a `loadEntry` plugin plays the remote entry script, failing the way a 404 or a timeout does (RUNTIME-008).
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { RUNTIME_008 } from '@module-federation/error-codes';
import { fallbackPlugin } from './fallbackPlugin';
import { cacheBusted, retryTimeoutPlugin } from './retryTimeoutPlugin';

const Page = () => null;
const Fallback = () => null;

/** A remote entry container, as a loaded remoteEntry.js exposes it. */
const container = {
  init: async () => undefined,
  get: async () => () => ({ default: Page }),
};

/** Plays the entry script: fails `failures` times, then answers. Records each URL asked for. */
function entryScript(failures: number) {
  const requested: string[] = [];
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'test-entry-script',
    async loadEntry({ remoteInfo }) {
      requested.push(remoteInfo.entry);
      if (requested.length <= failures) throw new Error(`${RUNTIME_008}: script ${remoteInfo.entry} failed`);
      return container as never;
    },
  };
  return { plugin, requested };
}

// The runtime keeps entry loads page-wide (by remote name and URL): each test gets its own entry URL.
let instanceCount = 0;
let ENTRY = '';
function host(plugins: ModuleFederationRuntimePlugin[]) {
  instanceCount += 1;
  ENTRY = `http://remote.test/${instanceCount}/remoteEntry.js`;
  return createInstance({
    name: `host_${instanceCount}`,
    remotes: [{ name: 'content', entry: ENTRY, entryGlobalName: `content_${instanceCount}` }],
    shared: {},
    plugins,
  });
}

const fast = { retries: 2, backoffMs: 1, timeoutMs: 1000 };

describe('retryTimeoutPlugin in the federation runtime', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the remote when its entry script fails once: the retry clears the in-flight load and busts the URL', async () => {
    const script = entryScript(1);
    const federation = host([retryTimeoutPlugin(fast), script.plugin]);
    const module = await federation.loadRemote<{ default: unknown }>('content/AboutPage');
    expect(module?.default).toBe(Page);
    expect(script.requested).toEqual([ENTRY, cacheBusted(ENTRY, 1)]);
  });

  it('gives up after its retries, each on a new URL, and the fallback plugin answers with the panel page', async () => {
    const script = entryScript(Infinity);
    const onFailure = jest.fn();
    const federation = host([retryTimeoutPlugin(fast), fallbackPlugin(Fallback, onFailure), script.plugin]);
    const module = await federation.loadRemote<{ default: unknown; remoteUnavailable?: boolean }>(
      'content/AboutPage',
    );
    expect(module).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(script.requested).toEqual([ENTRY, cacheBusted(ENTRY, 1), cacheBusted(ENTRY, 2)]);
    expect(onFailure).toHaveBeenCalledWith('content/AboutPage', expect.any(Error));
  });

  it('a later load after recovery gets the remote, not a cached failure', async () => {
    let down = true;
    const requested: string[] = [];
    const flaky: ModuleFederationRuntimePlugin = {
      name: 'test-flaky-entry',
      async loadEntry({ remoteInfo }) {
        requested.push(remoteInfo.entry);
        if (down) throw new Error(`${RUNTIME_008}: down`);
        return container as never;
      },
    };
    const federation = host([retryTimeoutPlugin(fast), fallbackPlugin(Fallback, jest.fn()), flaky]);
    expect(await federation.loadRemote<{ default: unknown }>('content/AboutPage')).toMatchObject({
      default: Fallback,
    });
    down = false;
    expect(await federation.loadRemote<{ default: unknown }>('content/AboutPage')).toMatchObject({
      default: Page,
    });
  });

  it('marks retries on the URL, keeping its query and hash', () => {
    expect(cacheBusted('http://r.test/remoteEntry.js', 1)).toBe('http://r.test/remoteEntry.js?mf-retry=1');
    expect(cacheBusted('http://r.test/remoteEntry.js?v=2#x', 2)).toBe(
      'http://r.test/remoteEntry.js?v=2&mf-retry=2#x',
    );
  });
});
