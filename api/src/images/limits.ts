import PQueue from 'p-queue';

/** Thrown when the render queue is full: the client gets a 503 and tries again, nothing piles up. */
export class QueueFullError extends Error {
  constructor() {
    super('The image service is busy. Please try again shortly.');
    this.name = 'QueueFullError';
  }
}

/**
 * At most `concurrency` renders at once (p-queue); up to `maxQueue` more wait (first come, first served), and
 * beyond that run() refuses at once. Only transforms run here: originals are drawn by the generator, not per
 * request.
 */
export class RenderLimiter {
  private readonly queue: PQueue;
  private started = 0;

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {
    this.queue = new PQueue({ concurrency });
  }

  get running(): number {
    return this.queue.pending;
  }

  get queued(): number {
    return this.queue.size;
  }

  /** Renders started since this process started (operators' and tests' view of the cache's hit rate). */
  get renders(): number {
    return this.started;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.pending >= this.concurrency && this.queue.size >= this.maxQueue)
      return Promise.reject(new QueueFullError());
    return this.queue.add(() => {
      this.started += 1;
      return work();
    });
  }
}
