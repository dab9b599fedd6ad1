import { bootFetches, MAX_BOOT_FETCHES } from './bootFetches';
import { fakeResponse } from '../test/fakeResponse';

const url = (path: string) => `${window.location.origin}${path}`;

/** A fetch that answers each URL from the table (404 otherwise) and records what was asked. */
function network(answers: Record<string, Response | Error> = {}) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const answer = answers[String(input)];
    if (answer instanceof Error) throw answer;
    return answer ?? fakeResponse(404, { message: 'Not found' });
  });
  return { asked, fetchImpl: fetchImpl as unknown as typeof fetch };
}

/** A 200 whose body is an HTML page (a proxy's error page), which JSON parsing refuses. */
function htmlPage(): Response {
  const page = fakeResponse(200, '<html>');
  const refuse = () => Promise.reject(new SyntaxError('Unexpected token < in JSON'));
  return Object.assign(page, {
    json: refuse,
    clone: () => Object.assign(fakeResponse(200, '<html>'), { json: refuse }),
  });
}

describe('bootFetches', () => {
  it('runs readFirst on the body before the taken response resolves, and leaves the body for the shell', async () => {
    const manifest = url('/remotes/product/1.0.0/mf-manifest.json');
    const boot = bootFetches(network({ [manifest]: fakeResponse(200, { name: 'product' }) }).fetchImpl);
    const read: unknown[] = [];
    boot.start(manifest, undefined, (body) => read.push(body));
    const taken = await boot.handover.take(manifest);
    expect(read).toEqual([{ name: 'product' }]);
    await expect(taken?.json()).resolves.toEqual({ name: 'product' });
  });

  it('hands an HTTP error over as it is, after readFirst saw no body', async () => {
    const boot = bootFetches(network().fetchImpl);
    const read: unknown[] = [];
    boot.start(url('/missing.json'), undefined, (body) => read.push(body));
    const taken = await boot.handover.take(url('/missing.json'));
    expect(read).toEqual([null]);
    expect(taken?.status).toBe(404);
  });

  it('hands the response over when readFirst throws, and a failed fetch as a rejection for the shell', async () => {
    const broken = url('/broken.json');
    const offline = url('/offline.json');
    const boot = bootFetches(
      network({ [broken]: fakeResponse(200, {}), [offline]: new TypeError('Failed to fetch') }).fetchImpl,
    );
    boot.start(broken, undefined, () => {
      throw new Error('not a manifest');
    });
    const readFirst = jest.fn();
    boot.start(offline, undefined, readFirst);
    expect((await boot.handover.take(broken))?.status).toBe(200);
    await expect(boot.handover.take(offline)).rejects.toThrow('Failed to fetch');
    expect(readFirst).not.toHaveBeenCalled();
  });

  it('hands each response over once', async () => {
    const boot = bootFetches(network({ [url('/a')]: fakeResponse(200, 'a') }).fetchImpl);
    boot.start(url('/a'));
    expect(boot.handover.take(url('/a'))).toBeDefined();
    expect(boot.handover.take(url('/a'))).toBeUndefined();
  });

  it('starts nothing twice, nothing the shell asked for first, and no more than the bound', () => {
    const { asked, fetchImpl } = network();
    const boot = bootFetches(fetchImpl);
    expect(boot.start(url('/twice'))).not.toBeNull();
    expect(boot.start(url('/twice'))).toBeNull();

    expect(boot.handover.take(url('/shell-first'))).toBeUndefined();
    expect(boot.start(url('/shell-first'))).toBeNull();

    for (let index = 1; index < MAX_BOOT_FETCHES; index += 1)
      expect(boot.start(url(`/${index}`))).not.toBeNull();
    expect(boot.start(url('/one-too-many'))).toBeNull();
    expect(asked).toHaveLength(MAX_BOOT_FETCHES);
  });

  it('forgets what the shell asks for once finished', () => {
    const { asked, fetchImpl } = network();
    const boot = bootFetches(fetchImpl);
    boot.finish();
    boot.handover.take(url('/after'));
    expect(boot.start(url('/after'))).not.toBeNull();
    expect(asked).toEqual([url('/after')]);
  });

  describe('ready answers', () => {
    const item = url('/api/tea-item/sencha');

    it('keeps a successful JSON body, with its status and time, for the shell to read at once until it expires', async () => {
      let clock = 1000;
      const boot = bootFetches(
        network({ [item]: fakeResponse(200, { name: 'Sencha' }) }).fetchImpl,
        () => clock,
      );
      const started = boot.startReadable(item);
      expect(boot.handover.readReady?.(item)).toBeUndefined();
      clock = 1042;
      await started;
      const ready = { body: { name: 'Sencha' }, status: 200, durationMs: 42 };
      expect(boot.handover.readReady?.(item)).toEqual(ready);
      // A render React restarts reads the same.
      expect(boot.handover.readReady?.(item)).toEqual(ready);
      // The shopper moved on: gone, its response too, so a later visit fetches fresh data.
      boot.handover.expireReady?.();
      expect(boot.handover.readReady?.(item)).toBeUndefined();
      expect(boot.handover.take(item)).toBeUndefined();
    });

    it('drops a ready body when the shell takes its response', async () => {
      const boot = bootFetches(network({ [item]: fakeResponse(200, { name: 'Sencha' }) }).fetchImpl);
      await boot.startReadable(item);
      expect(boot.handover.readReady?.(item)).toBeDefined();
      await boot.handover.take(item);
      expect(boot.handover.readReady?.(item)).toBeUndefined();
    });

    it('keeps nothing of an HTTP error, an answer that is not JSON, or one the shell has taken', async () => {
      const notJson = url('/api/not-json');
      const taken = url('/api/taken');
      const boot = bootFetches(
        network({
          [notJson]: htmlPage(),
          [taken]: fakeResponse(200, { name: 'Gyokuro' }),
        }).fetchImpl,
      );
      const missing = boot.startReadable(url('/api/tea-item/missing'));
      const html = boot.startReadable(notJson);
      boot.startReadable(taken);
      const shells = boot.handover.take(taken);
      await Promise.all([missing, html, shells]);
      expect(boot.handover.readReady?.(url('/api/tea-item/missing'))).toBeUndefined();
      expect((await boot.handover.take(url('/api/tea-item/missing')))?.status).toBe(404);
      expect(boot.handover.readReady?.(notJson)).toBeUndefined();
      expect(boot.handover.readReady?.(taken)).toBeUndefined();
    });

    it('counts against the bound like any other start', () => {
      const { asked, fetchImpl } = network();
      const boot = bootFetches(fetchImpl);
      for (let index = 0; index < MAX_BOOT_FETCHES; index += 1)
        expect(boot.startReadable(url(`/api/${index}`))).not.toBeNull();
      expect(boot.startReadable(url('/api/one-too-many'))).toBeNull();
      expect(asked).toHaveLength(MAX_BOOT_FETCHES);
    });
  });
});

describe('bootFetches with the answers a server rendered the page with', () => {
  // jsdom has no Response: the part of one a handed-over answer is read by.
  class JsonResponse {
    constructor(private readonly text: string) {}
    json = () => Promise.resolve(JSON.parse(this.text) as unknown);
  }
  const globals = globalThis as { Response?: unknown };
  const jsdomResponse = globals.Response;
  beforeAll(() => {
    globals.Response = JsonResponse;
  });
  afterAll(() => {
    globals.Response = jsdomResponse;
  });
  const faq = 'http://localhost/api/faq';
  const rendered = new Map([[faq, { body: ['Q'], status: 200, durationMs: 2, rendered: true }]]);

  it('has them ready, and hands them over without a fetch, started or not', async () => {
    const fetchImpl = jest.fn();
    const boot = bootFetches(fetchImpl, undefined, rendered);
    expect(boot.handover.readReady?.(faq)?.body).toEqual(['Q']);
    expect(boot.start(faq)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('hands one over to a page that did not read it first; one read for the first render is fetched anew', async () => {
    const taken = bootFetches(jest.fn(), undefined, rendered);
    await expect(taken.handover.take(faq)?.then((response) => response.json())).resolves.toEqual(['Q']);
    const read = bootFetches(jest.fn(), undefined, rendered);
    read.handover.readReady?.(faq);
    expect(read.handover.take(faq)).toBeUndefined();
  });
});
