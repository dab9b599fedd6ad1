import { claimHandover, handedOverFetch } from './handover';

const response = (body: string) => ({ ok: true, status: 200, text: async () => body }) as unknown as Response;

describe('handedOverFetch', () => {
  let network: jest.Mock;
  beforeEach(() => {
    network = jest.fn(async () => response('network'));
    global.fetch = network as unknown as typeof fetch;
  });
  afterEach(() => {
    delete window.senchaBoot;
  });

  const handOver = (given: Record<string, Promise<Response>>) => {
    window.senchaBoot = {
      take(url) {
        const found = given[url];
        delete given[url];
        return found;
      },
    };
  };

  it('keeps the boot script’s hand-over when the shell claims it after the boot ran', () => {
    handOver({});
    const booted = window.senchaBoot;
    claimHandover();
    expect(window.senchaBoot).toBe(booted);
  });

  it('fetches as usual when the shell claimed the hand-over before any boot script ran', async () => {
    claimHandover();
    expect(window.senchaBoot?.take(`${window.location.origin}/remotes.json`)).toBeUndefined();
    await expect((await handedOverFetch('/remotes.json')).text()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('fetches as usual without a boot script', async () => {
    await expect((await handedOverFetch('/remotes.json')).text()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the boot script’s request failed on the network', async () => {
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => undefined);
    handOver({ [`${window.location.origin}/remotes.json`]: failed });
    await expect((await handedOverFetch('/remotes.json')).text()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never hands over to a request that asks for a fresh answer (a reload after a change)', async () => {
    const url = `${window.location.origin}/api/order/5d6f2a3e-1b2c-4d5e-8f90-123456789abc`;
    handOver({ [url]: Promise.resolve(response('before the review')) });
    await expect((await handedOverFetch(url, { cache: 'reload' })).text()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("hands over a no-store read: that is how the boot reads the shell's config and remote list", async () => {
    const url = `${window.location.origin}/config.json`;
    handOver({ [url]: Promise.resolve(response('from the boot')) });
    await expect((await handedOverFetch(url, { cache: 'no-store' })).text()).resolves.toBe('from the boot');
    expect(network).not.toHaveBeenCalled();
  });

  it('hands over GETs only, and gives up on an aborted wait', async () => {
    const url = `${window.location.origin}/api/home/carousel`;
    handOver({ [url]: new Promise<Response>(() => undefined) });
    await handedOverFetch(url, { method: 'POST', body: '{}' });
    expect(network).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const waiting = handedOverFetch(url, { signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
  });
});
