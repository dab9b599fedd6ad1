import { fallbackPlugin } from './fallbackPlugin';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

const Fallback = () => null;
const origin = {} as ModuleFederation;

describe('fallbackPlugin', () => {
  it('answers a module that failed to load with the stand-in page and reports it', async () => {
    const onFailure = jest.fn();
    const plugin = fallbackPlugin(Fallback, onFailure);
    const error = new Error('entry unreachable');
    const result = await plugin.errorLoadRemote?.({
      id: 'content/AboutPage',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(result).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(onFailure).toHaveBeenCalledWith('content/AboutPage', error);
  });

  it('leaves other lifecycles alone so their errors travel on', async () => {
    const plugin = fallbackPlugin(Fallback, jest.fn());
    const result = await plugin.errorLoadRemote?.({
      id: 'http://r.test/mf-manifest.json',
      error: new Error('x'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin,
    });
    expect(result).toBeUndefined();
  });

  it('answers with what recovery gives, before the stand-in, and reports nothing', async () => {
    const onFailure = jest.fn();
    const Live = () => null;
    const recover = jest.fn(async () => ({ default: Live }));
    const plugin = fallbackPlugin(Fallback, onFailure, recover);
    const error = new Error('override entry failed');
    const result = await plugin.errorLoadRemote?.({
      id: 'content/AboutPage',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: {
        name: 'content',
        entry: 'http://localhost:3105/mf-manifest.json',
        type: 'var',
        entryGlobalName: 'content',
        shareScope: 'default',
      },
      origin,
    });
    expect(result).toEqual({ default: Live });
    expect(recover).toHaveBeenCalledWith(
      'content/AboutPage',
      error,
      'http://localhost:3105/mf-manifest.json',
    );
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('shows the stand-in when recovery has nothing', async () => {
    const onFailure = jest.fn();
    const plugin = fallbackPlugin(Fallback, onFailure, async () => undefined);
    const result = await plugin.errorLoadRemote?.({
      id: 'content/AboutPage',
      error: new Error('x'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(result).toEqual({ default: Fallback, remoteUnavailable: true });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
