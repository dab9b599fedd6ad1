import fs from 'node:fs';
import path from 'node:path';

/** A temporary file older than this was left by a process that died mid-write (never one still writing). */
const STALE_TMP_MS = 10 * 60_000;
/** How often one replica records, on the file itself, that it still serves a cached result. */
const STAMP_EVERY_MS = 5 * 60_000;

interface Entry {
  size: number;
  /** When this process last recorded its use on the file (its access time). */
  stampedAt: number;
}

interface Found {
  file: string;
  size: number;
  usedMs: number;
}

async function scan(dir: string, now: number): Promise<Found[]> {
  const found: Found[] = [];
  const walk = async (folder: string): Promise<void> => {
    const names = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of names) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(file);
        continue;
      }
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (!entry.name.endsWith('.tmp'))
        found.push({ file, size: stat.size, usedMs: Math.max(stat.atimeMs, stat.mtimeMs) });
      else if (now - stat.mtimeMs > STALE_TMP_MS) await fs.promises.rm(file, { force: true });
    }
  };
  await walk(dir);
  return found;
}

/**
 * The transform results on disk, in a folder every API replica shares (docs/operations.md#scaling-the-api).
 * Each process indexes what it has seen; a result another replica made is found on disk and served, never
 * made again. The byte cap is kept by trim(), a job that runs on one replica at a time (images/plugin.ts): it
 * reads the whole folder and deletes the results least recently used by any replica (their access time).
 */
export class TransformCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private addedSinceTrim = 0;
  /** Called when this process has added a quarter of the cap since the last trim: trim soon. */
  onGrowth: () => void = () => undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes of the results this process knows of (the folder's, after a trim). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Indexes what is on disk; deletes only what a dead process left half-written. */
  async init(): Promise<void> {
    for (const { file, size } of await scan(this.dir, Date.now())) this.index(file, size, 0);
  }

  /** True when the result is on disk, made here or by another replica; records its use. */
  async has(file: string): Promise<boolean> {
    const entry = this.entries.get(file);
    if (!entry) {
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat) return false;
      this.index(file, stat.size, Date.now());
      return true;
    }
    this.entries.delete(file);
    this.entries.set(file, entry);
    const now = Date.now();
    if (now - entry.stampedAt > STAMP_EVERY_MS) {
      entry.stampedAt = now;
      // The access time only: the modification time is the answer's ETag (images/service.ts).
      void fs.promises
        .stat(file)
        .then((stat) => fs.promises.utimes(file, new Date(now), stat.mtime))
        .catch(() => undefined);
    }
    return true;
  }

  /** A result this process has just written. */
  add(file: string, size: number): void {
    this.index(file, size, Date.now());
    this.addedSinceTrim += size;
    if (this.addedSinceTrim > this.maxBytes / 4) {
      this.addedSinceTrim = 0;
      this.onGrowth();
    }
  }

  forget(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.total -= entry.size;
  }

  /** Deletes the least recently used results until the folder is within the cap; the number deleted. */
  async trim(): Promise<number> {
    const found = await scan(this.dir, Date.now());
    found.sort((a, b) => a.usedMs - b.usedMs);
    let total = found.reduce((sum, f) => sum + f.size, 0);
    let removed = 0;
    for (const { file, size } of found) {
      if (total <= this.maxBytes) break;
      await fs.promises.rm(file, { force: true });
      this.forget(file);
      total -= size;
      removed += 1;
    }
    this.addedSinceTrim = 0;
    return removed;
  }

  private index(file: string, size: number, stampedAt: number): void {
    this.forget(file);
    this.entries.set(file, { size, stampedAt });
    this.total += size;
  }
}
