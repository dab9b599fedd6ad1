/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { CompositionSpec } from './composition';
import type { RenderMessage, WorkerReply } from './workerMessages';
import { WorkerPool, type RenderHandlers, type WorkerLike } from './workerPool';

class FakeWorker extends EventEmitter implements WorkerLike {
  readonly posted: RenderMessage[] = [];
  terminated = false;
  constructor(
    readonly spec: CompositionSpec,
    private readonly warmAtOnce: boolean,
  ) {
    super();
  }
  /** A worker that has warmed up says so as soon as anyone listens (a real one after loading its pages). */
  override on(event: string | symbol, listener: Parameters<EventEmitter['on']>[1]): this {
    super.on(event, listener);
    if (event === 'message' && this.warmAtOnce) this.reply({ type: 'ready' });
    return this;
  }
  postMessage(message: RenderMessage) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
    this.emit('exit', 1);
    return Promise.resolve(1);
  }
  reply(message: WorkerReply) {
    this.emit('message', message);
  }
}

const spec = (version: string): CompositionSpec => ({
  entries: { catalog: `/remotes/catalog/${version}/mf-manifest.json` },
  fetchEntries: { catalog: `http://nginx/remotes/catalog/${version}/mf-manifest.json` },
  config: {},
  apiOrigin: 'http://api',
  areaBudgetMs: 150,
});
const request = { url: '/home', pageUrl: 'http://shop/home', pointer: {}, cohort: 1, cart: 'empty' as const };

function handlers(): RenderHandlers & { ended: unknown[]; failures: string[]; html: string[] } {
  const record = { ended: [] as unknown[], failures: [] as string[], html: [] as string[] };
  return {
    ...record,
    head: (html) => record.html.push(html),
    metadata: (html) => record.html.push(html),
    body: (html) => record.html.push(html),
    end: (state) => record.ended.push(state),
    failed: (reason) => record.failures.push(reason),
  };
}

function pool(max = 2, warmAtOnce = true) {
  const started: FakeWorker[] = [];
  let now = 0;
  const workers = new WorkerPool({
    max,
    idleMs: 1000,
    maxInFlight: 3,
    stuckMs: 5000,
    start: (given) => {
      const worker = new FakeWorker(given, warmAtOnce);
      started.push(worker);
      return worker;
    },
    now: () => now,
  });
  return { workers, started, advance: (ms: number) => (now += ms) };
}

describe('WorkerPool', () => {
  it('renders every request of one snapshot in one worker, and requests of another in another', () => {
    const { workers, started } = pool();
    workers.render('a', spec('1.0.0'), request, handlers());
    workers.render('a', spec('1.0.0'), request, handlers());
    workers.render('b', spec('2.0.0'), request, handlers());
    expect(started.map((worker) => worker.spec.entries.catalog)).toEqual([
      '/remotes/catalog/1.0.0/mf-manifest.json',
      '/remotes/catalog/2.0.0/mf-manifest.json',
    ]);
    expect(started[0]?.posted).toHaveLength(2);
  });

  it('renders nothing in a worker until it is warm, and keeps the live snapshot’s worker from going idle', () => {
    const { workers, started, advance } = pool(2, false);
    workers.warm('a', spec('1.0.0'));
    expect(started).toHaveLength(1);
    expect(workers.accepts('a')).toBe(false);
    expect(workers.render('a', spec('1.0.0'), request, handlers())).toBe(false);
    expect(started[0]?.posted).toEqual([]);
    started[0]?.reply({ type: 'ready' });
    expect(workers.warmCount).toBe(1);
    expect(workers.render('a', spec('1.0.0'), request, handlers())).toBe(true);
    advance(900);
    workers.warm('a', spec('1.0.0'));
    advance(900);
    workers.sweep();
    expect(started[0]?.terminated).toBe(false);
    expect(started).toHaveLength(1);
  });

  it('stops a render whose shopper has gone, and passes nothing more to it', () => {
    const { workers, started } = pool();
    const gone = handlers();
    workers.render('a', spec('1.0.0'), request, gone);
    const id = started[0]?.posted[0]?.id ?? 0;
    workers.abandon(gone);
    expect(started[0]?.posted[1]).toEqual({ type: 'abort', id });
    started[0]?.reply({ type: 'end', id, state: null });
    expect(gone.ended).toEqual([]);
    // Its place is free again.
    const taken = [1, 2, 3, 4].map(() => workers.render('a', spec('1.0.0'), request, handlers()));
    expect(taken).toEqual([true, true, true, false]);
  });

  it('passes a render’s replies to its own handlers only', () => {
    const { workers, started } = pool();
    const first = handlers();
    const second = handlers();
    workers.render('a', spec('1.0.0'), request, first);
    workers.render('a', spec('1.0.0'), request, second);
    const [one, two] = started[0]?.posted ?? [];
    started[0]?.reply({ type: 'metadata', id: two?.id ?? 0, html: '<title>Two</title>' });
    started[0]?.reply({ type: 'body', id: two?.id ?? 0, html: '<p>two</p>' });
    started[0]?.reply({ type: 'end', id: one?.id ?? 0, state: null });
    expect(first.ended).toEqual([null]);
    expect(first.html).toEqual([]);
    expect(second.html).toEqual(['<title>Two</title>', '<p>two</p>']);
  });

  it('refuses a new snapshot past the cap while every worker renders, and stops none for it', () => {
    const { workers, started, advance } = pool(1);
    const inFlight = handlers();
    workers.render('a', spec('1.0.0'), request, inFlight);
    advance(10);
    expect(workers.render('b', spec('2.0.0'), request, handlers())).toBe(false);
    expect(started[0]?.terminated).toBe(false);
    started[0]?.reply({ type: 'end', id: started[0].posted[0]?.id ?? 0, state: null });
    expect(inFlight.ended).toEqual([null]);
    expect(workers.render('a', spec('1.0.0'), request, handlers())).toBe(true);
    expect(started).toHaveLength(1);
  });

  it('refuses renders past a worker’s in-flight bound', () => {
    const { workers } = pool();
    const taken = [1, 2, 3, 4].map(() => workers.render('a', spec('1.0.0'), request, handlers()));
    expect(taken).toEqual([true, true, true, false]);
  });

  it('stops a worker stuck on a render, failing its renders, and starts anew', () => {
    const { workers, started, advance } = pool();
    const stuck = handlers();
    workers.render('a', spec('1.0.0'), request, stuck);
    advance(4000);
    workers.sweep();
    expect(started[0]?.terminated).toBe(false);
    advance(1000);
    workers.sweep();
    expect(started[0]?.terminated).toBe(true);
    expect(stuck.failures).toEqual(['the render worker was stuck']);
    workers.render('a', spec('1.0.0'), request, handlers());
    expect(started).toHaveLength(2);
  });

  it('stops an idle snapshot’s worker at once when a new one needs its place', () => {
    const { workers, started } = pool(1);
    const first = handlers();
    workers.render('a', spec('1.0.0'), request, first);
    started[0]?.reply({ type: 'end', id: started[0].posted[0]?.id ?? 0, state: null });
    expect(workers.render('b', spec('2.0.0'), request, handlers())).toBe(true);
    expect(started[0]?.terminated).toBe(true);
    expect(started).toHaveLength(2);
  });

  it('stops workers nobody asked for within the idle time (a promotion left them behind)', () => {
    const { workers, started, advance } = pool();
    workers.render('a', spec('1.0.0'), request, handlers());
    started[0]?.reply({ type: 'end', id: started[0].posted[0]?.id ?? 0, state: null });
    advance(500);
    workers.render('b', spec('2.0.0'), request, handlers());
    advance(600);
    workers.sweep();
    expect(started[0]?.terminated).toBe(true);
    expect(started[1]?.terminated).toBe(false);
  });

  it('fails the renders of a worker that dies, and starts a new one for the next request', () => {
    const { workers, started } = pool();
    const lost = handlers();
    workers.render('a', spec('1.0.0'), request, lost);
    started[0]?.emit('error', new Error('out of memory'));
    expect(lost.failures).toEqual(['the render worker failed: out of memory']);
    workers.render('a', spec('1.0.0'), request, handlers());
    expect(started).toHaveLength(2);
  });
});
