import type { ServerState } from '../boot/serverState';
import type { CompositionSpec } from './composition';
import type { PageRequest } from './renderPage';
import type { RenderMessage, WorkerReply } from './workerMessages';

/** What the pool needs of a worker thread (node:worker_threads' Worker; a fake one in tests). */
export interface WorkerLike {
  postMessage(message: RenderMessage): void;
  on(event: 'message', listener: (reply: WorkerReply) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

export interface RenderHandlers {
  head(html: string): void;
  /** The page's own title and share tags, before its body. */
  metadata(html: string): void;
  body(html: string): void;
  end(state: ServerState | null): void;
  failed(reason: string): void;
}

interface Pooled {
  key: string;
  worker: WorkerLike;
  /** Each render in flight, with when it was asked for. */
  renders: Map<number, { handlers: RenderHandlers; at: number }>;
  lastUsed: number;
  draining: boolean;
  /** Warm: a cold worker's first renders would run out of their budget loading and compiling code. */
  ready: boolean;
}

export interface PoolOptions {
  /** Workers composing at once; one being drained counts until its renders are done. */
  max: number;
  /** A worker unused this long is stopped (an old snapshot after a promotion). */
  idleMs: number;
  /** Renders one worker runs at once; more are refused (the page renders in the browser). */
  maxInFlight: number;
  /** A worker with a render older than this is stuck (a remote that loops): it is stopped. */
  stuckMs: number;
  start: (spec: CompositionSpec) => WorkerLike;
  now?: () => number;
}

/**
 * One render worker per composed snapshot, keyed by the hash of its versions (docs/server-rendering.md#one-composition-per-worker).
 * A snapshot nobody asks for any more (a promotion, a finished canary) is drained: its worker takes no new
 * render, finishes those in flight, then stops. At most `max` workers live, each with at most `maxInFlight`
 * renders; beyond either the page renders in the browser, as it does until a new worker says it is warm. A
 * worker with a render older than `stuckMs` is stopped.
 */
export class WorkerPool {
  private readonly live = new Map<string, Pooled>();
  private readonly draining = new Set<Pooled>();
  private nextId = 1;
  private readonly now: () => number;

  constructor(private readonly options: PoolOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.live.size + this.draining.size;
  }

  /** Workers that take renders: warm and not draining. */
  get warmCount(): number {
    return [...this.live.values()].filter((pooled) => pooled.ready).length;
  }

  /**
   * A worker for this snapshot, started if there is none (when there is room), and kept from going idle: the
   * live snapshot's is started before anyone asks for a page of it (docs/server-rendering.md#warm-workers).
   */
  warm(key: string, spec: CompositionSpec): void {
    const pooled = this.live.get(key) ?? this.startWorker(key, spec);
    if (pooled) pooled.lastUsed = this.now();
  }

  /** Whether a render of this snapshot would be taken now: its worker is warm and has room (render takes it). */
  accepts(key: string): boolean {
    const pooled = this.live.get(key);
    return !!pooled && pooled.ready && pooled.renders.size < this.options.maxInFlight;
  }

  /**
   * Starts a render; false when no worker can take it yet (the caller sends the page for the browser to render).
   * A snapshot with no worker gets one, warming for the next requests.
   */
  render(key: string, spec: CompositionSpec, request: PageRequest, handlers: RenderHandlers): boolean {
    this.warm(key, spec);
    const pooled = this.live.get(key);
    if (!pooled || !this.accepts(key)) return false;
    const id = this.nextId++;
    pooled.lastUsed = this.now();
    pooled.renders.set(id, { handlers, at: this.now() });
    pooled.worker.postMessage({ type: 'render', id, request });
    return true;
  }

  /** Stops the render these handlers were given (its shopper has gone): nothing more reaches them. */
  abandon(handlers: RenderHandlers): void {
    for (const pooled of [...this.live.values(), ...this.draining])
      for (const [id, render] of pooled.renders)
        if (render.handlers === handlers) {
          pooled.renders.delete(id);
          pooled.worker.postMessage({ type: 'abort', id });
          this.endIfDrained(pooled);
          return;
        }
  }

  /** Drains the workers unused for `idleMs` and stops the stuck ones; call it now and then. */
  sweep(): void {
    const stale = this.now() - this.options.idleMs;
    const stuck = this.now() - this.options.stuckMs;
    for (const pooled of [...this.live.values(), ...this.draining]) {
      if ([...pooled.renders.values()].some(({ at }) => at <= stuck)) {
        this.lose(pooled, 'the render worker was stuck');
        void pooled.worker.terminate();
      } else if (!pooled.draining && pooled.lastUsed <= stale) this.drain(pooled);
    }
  }

  async close(): Promise<void> {
    const all = [...this.live.values(), ...this.draining];
    this.live.clear();
    this.draining.clear();
    await Promise.all(all.map((pooled) => pooled.worker.terminate()));
  }

  private startWorker(key: string, spec: CompositionSpec): Pooled | null {
    if (this.size >= this.options.max && !this.makeRoom()) return null;
    const pooled: Pooled = {
      key,
      worker: this.options.start(spec),
      renders: new Map(),
      lastUsed: this.now(),
      draining: false,
      ready: false,
    };
    pooled.worker.on('message', (reply) => this.onReply(pooled, reply));
    const lost = (reason: string) => this.lose(pooled, reason);
    pooled.worker.on('error', (error) => lost(`the render worker failed: ${error.message}`));
    pooled.worker.on('exit', (code) => lost(`the render worker exited with code ${code}`));
    this.live.set(key, pooled);
    return pooled;
  }

  /**
   * Stops the least recently used idle worker; false when every worker is rendering (none is drained for a
   * request that would be refused anyway, or each new snapshot would stop another in turn).
   */
  private makeRoom(): boolean {
    const idle = [...this.live.values()].filter((pooled) => pooled.renders.size === 0);
    const oldest = idle.sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (!oldest) return false;
    this.drain(oldest);
    return this.size < this.options.max;
  }

  private drain(pooled: Pooled): void {
    this.live.delete(pooled.key);
    pooled.draining = true;
    if (pooled.renders.size === 0) void pooled.worker.terminate();
    else this.draining.add(pooled);
  }

  private onReply(pooled: Pooled, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      pooled.ready = true;
      return;
    }
    const handlers = pooled.renders.get(reply.id)?.handlers;
    if (!handlers) return;
    if (reply.type === 'head') handlers.head(reply.html);
    else if (reply.type === 'metadata') handlers.metadata(reply.html);
    else if (reply.type === 'body') handlers.body(reply.html);
    else {
      pooled.renders.delete(reply.id);
      if (reply.type === 'end') handlers.end(reply.state);
      else handlers.failed(reply.message);
      this.endIfDrained(pooled);
    }
  }

  /** A draining worker stops once its last render has ended. */
  private endIfDrained(pooled: Pooled): void {
    if (!pooled.draining || pooled.renders.size > 0) return;
    this.draining.delete(pooled);
    void pooled.worker.terminate();
  }

  /** A worker that died: its renders fail (the browser renders those pages), and the next one starts anew. */
  private lose(pooled: Pooled, reason: string): void {
    if (this.live.get(pooled.key) === pooled) this.live.delete(pooled.key);
    this.draining.delete(pooled);
    const renders = [...pooled.renders.values()];
    pooled.renders.clear();
    for (const { handlers } of renders) handlers.failed(reason);
  }
}
