/**
 * The start-up yield driven through the real federation runtime (@module-federation/runtime): its own loadShare
 * awaits the plugin's beforeLoadShare before it resolves the shared module and asks for its chunks.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import makePlugin, { startupYieldPlugin } from './startupYieldPlugin';

let instanceCount = 0;

/** A host sharing one module whose chunks `get` stands for: records in `gets` when the runtime asks for them. */
function hostSharing(plugins: ModuleFederationRuntimePlugin[], gets: string[] = []) {
  instanceCount += 1;
  const lib = { name: `lib ${instanceCount}` };
  const federation = createInstance({
    name: `host_${instanceCount}`,
    remotes: [],
    shared: {
      [`lib${instanceCount}`]: {
        version: '1.0.0',
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        get: async () => {
          gets.push('chunks');
          return () => lib;
        },
      },
    },
    plugins,
  });
  return { load: () => federation.loadShare<typeof lib>(`lib${instanceCount}`), gets, lib };
}

/** Every promise callback queued now and by those callbacks, as long as no task has to run. */
async function drainPromiseCallbacks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('startupYieldPlugin in the federation runtime', () => {
  it('asks for a shared module only in a later task, and still loads it', async () => {
    const host = hostSharing([startupYieldPlugin(window)]);
    const loading = host.load();
    await drainPromiseCallbacks();
    expect(host.gets).toEqual([]);
    await nextTask();
    const factory = await loading;
    expect(host.gets).toEqual(['chunks']);
    expect(factory && factory()).toBe(host.lib);
  });

  it('without it the runtime asks in the same task (what the plugin changes)', async () => {
    const host = hostSharing([]);
    void host.load();
    await drainPromiseCallbacks();
    expect(host.gets).toEqual(['chunks']);
  });

  it('uses the browser scheduler’s yield where there is one, before the module is asked for', async () => {
    const gets: string[] = [];
    const win = { scheduler: { yield: () => (gets.push('yield'), Promise.resolve()) } } as unknown as Window;
    const host = hostSharing([startupYieldPlugin(win)], gets);
    await host.load();
    expect(host.gets).toEqual(['yield', 'chunks']);
  });

  it('is what main.js builds in: the default export makes the plugin', () => {
    expect(makePlugin().name).toBe('sencha-startup-yield');
    expect(typeof makePlugin().beforeLoadShare).toBe('function');
  });
});
