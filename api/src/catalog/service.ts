import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Database } from '../db/database';
import type { Snapshot } from './snapshot';
import { loadSnapshot, readVersion } from './snapshot';

/** A response body serialised once, with its ETag and compressed forms made on first use. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  contentType: string;
  gzip?: Buffer;
  br?: Buffer;
}

export function cachedBody(
  body: string | Buffer,
  contentType = 'application/json; charset=utf-8',
): CachedBody {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = crypto.createHash('sha1').update(buffer).digest('base64url').slice(0, 27);
  return { body: buffer, etag: `"${hash}"`, contentType };
}

export function compressed(entry: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

export interface CatalogServiceOptions {
  pollMs: number;
  /** Responses can depend on the clock (on-sale dates): rebuild them at least this often. */
  maxAgeMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * In-process cache of the catalogue. The snapshot is reloaded when the database's catalogue version changes
 * (checked every pollMs, or at once after invalidate()); serialised responses are cached per key until then.
 */
export class CatalogService {
  private current: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private responses = new Map<string, CachedBody>();
  private responsesBuiltAt = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private stale = false;
  private readonly listeners: Array<(snapshot: Snapshot) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly options: CatalogServiceOptions,
  ) {}

  start(): void {
    if (this.timer || this.options.pollMs <= 0) return;
    this.timer = setInterval(() => {
      this.refreshIfChanged().catch((error: unknown) => this.options.onError?.(error));
    }, this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Calls listener after each reload that found a new catalogue version (not on the first load). */
  onChange(listener: (snapshot: Snapshot) => void): void {
    this.listeners.push(listener);
  }

  /** Marks the snapshot stale: the next read reloads it. Call after writing to catalogue tables. */
  invalidate(): void {
    this.stale = true;
  }

  get version(): number | undefined {
    return this.current?.version;
  }

  async snapshot(): Promise<Snapshot> {
    if (this.current && !this.stale) return this.current;
    return this.reload();
  }

  async refreshIfChanged(): Promise<boolean> {
    if (!this.current) return false;
    const version = await readVersion(this.db);
    if (version === this.current.version) return false;
    await this.reload();
    return true;
  }

  private reload(): Promise<Snapshot> {
    if (!this.loading) {
      this.stale = false;
      this.loading = loadSnapshot(this.db)
        .then((snapshot) => {
          const previous = this.current?.version;
          this.current = snapshot;
          if (previous !== undefined && previous !== snapshot.version)
            for (const listener of this.listeners) listener(snapshot);
          this.responses = new Map();
          this.responsesBuiltAt = Date.now();
          return snapshot;
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }

  /**
   * Returns the cached serialised JSON response for key, building it from the snapshot on a miss.
   * build returns null for 'not found' (not cached, so unknown slugs cannot grow the cache).
   */
  async response(
    key: string,
    build: (snapshot: Snapshot, now: number) => unknown,
  ): Promise<CachedBody | null> {
    return this.cached(key, (snapshot, now) => {
      const value = build(snapshot, now);
      return value === null || value === undefined ? null : cachedBody(JSON.stringify(value));
    });
  }

  /** Like response() for bodies that are not JSON (the RSS feed). */
  async cached(
    key: string,
    build: (snapshot: Snapshot, now: number) => CachedBody | null,
  ): Promise<CachedBody | null> {
    const snapshot = await this.snapshot();
    const now = Date.now();
    if (now - this.responsesBuiltAt > (this.options.maxAgeMs ?? 60_000)) {
      this.responses = new Map();
      this.responsesBuiltAt = now;
    }
    const hit = this.responses.get(key);
    if (hit) return hit;
    const entry = build(snapshot, now);
    if (entry) this.responses.set(key, entry);
    return entry;
  }
}
