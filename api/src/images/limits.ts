import fs from 'node:fs';
import path from 'node:path';
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

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.pending >= this.concurrency && this.queue.size >= this.maxQueue)
      return Promise.reject(new QueueFullError());
    return this.queue.add(work);
  }
}

/**
 * The transform results on disk, with a byte cap: an in-memory index in least-recently-used order (rebuilt from
 * the folder at start, oldest modification first); adding past the cap deletes the least recently used files.
 */
export class TransformCache {
  private readonly entries = new Map<string, number>();
  private total = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  async init(): Promise<void> {
    const found: Array<{ file: string; size: number; mtimeMs: number }> = [];
    const walk = async (dir: string): Promise<void> => {
      let names: fs.Dirent[];
      try {
        names = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of names) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(file);
        else if (entry.name.endsWith('.tmp')) await fs.promises.rm(file, { force: true });
        else {
          const stat = await fs.promises.stat(file).catch(() => undefined);
          if (stat) found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
        }
      }
    };
    await walk(this.dir);
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, size } of found) this.add(file, size);
  }

  /** True when the file is cached; marks it as the most recently used. */
  touch(file: string): boolean {
    const size = this.entries.get(file);
    if (size === undefined) return false;
    this.entries.delete(file);
    this.entries.set(file, size);
    return true;
  }

  forget(file: string): void {
    const size = this.entries.get(file);
    if (size === undefined) return;
    this.entries.delete(file);
    this.total -= size;
  }

  add(file: string, size: number): void {
    this.forget(file);
    this.entries.set(file, size);
    this.total += size;
    // The newest entry always stays, even alone over the cap: it is about to be served.
    for (const [oldest, oldestSize] of this.entries) {
      if (this.total <= this.maxBytes || oldest === file) break;
      this.entries.delete(oldest);
      this.total -= oldestSize;
      fs.rmSync(oldest, { force: true });
    }
  }
}
