/**
 * Writes every catalogue image as a PNG under the originals folder, at seed time and at server start (and again
 * when the catalogue changes), never in the request path. Incremental: a manifest (originals/manifest.json)
 * holds the hash of each image's SVG; an image is drawn again only when its SVG changed (its tea's data or the
 * drawing code) or its file is missing, so a start with nothing changed renders nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Snapshot } from '@sencha/api/catalogue-tools';
import { exists, writeAtomic } from '@sencha/api/catalogue-tools';
import { buildRecipes } from './recipes';

import type { ArtDrawer, GenerateOptions, GenerateResult } from '@sencha/api/catalogue-tools';

export type { GenerateOptions, GenerateResult } from '@sencha/api/catalogue-tools';

export const MANIFEST = 'manifest.json';

interface Manifest {
  version: 1;
  images: Record<string, string>;
}

function hashOf(svg: string): string {
  return crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32);
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Partial<Manifest>;
    if (parsed.version === 1 && parsed.images && typeof parsed.images === 'object') return parsed as Manifest;
  } catch {
    // Missing or unreadable: every image is checked against an empty manifest, so all are drawn again.
  }
  return { version: 1, images: {} };
}

/** Snapshot fields no picture depends on: stock moves with every order and must not trigger a run. */
const NOT_ART_INPUTS = new Set(['stock', 'version', 'loadedAt']);

/** The catalogue as the drawings see it, as one string (Maps are listed as entries). */
export function artInputs(snapshot: Snapshot): string {
  return JSON.stringify(snapshot, (key, value: unknown) => {
    if (NOT_ART_INPUTS.has(key)) return undefined;
    return value instanceof Map ? [...value.entries()] : value;
  });
}

/** Rasterises one SVG to the PNG the image route serves. */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6, palette: false }).toBuffer();
}

/**
 * Generates the catalogue's images into `dir`. One generator per folder at a time is the rule (the seed command
 * and the server do not run together on PGlite); should two overlap anyway, the manifest is merged on each write
 * and the worst outcome is an image drawn twice.
 */
export class ArtGenerator implements ArtDrawer {
  private readonly pending = new Map<string, Promise<void>>();
  private tail: Promise<unknown> = Promise.resolve();
  /** A whole-catalogue run waiting behind the current one: further requests join it (at most one queued). */
  private queued: Promise<GenerateResult> | null = null;
  /** The art inputs of the last complete whole-catalogue run: an unchanged catalogue is not even drawn to SVG. */
  private lastInputs: string | null = null;
  private readonly manifestFile: string;

  constructor(
    private readonly snapshot: () => Promise<Snapshot>,
    readonly dir: string,
    private readonly concurrency = Math.max(1, os.availableParallelism()),
  ) {
    this.manifestFile = path.join(dir, MANIFEST);
  }

  /** The drawing of this image in progress, if any: the image route waits for it instead of answering 404. */
  waitFor(key: string): Promise<void> | undefined {
    return this.pending.get(key);
  }

  /**
   * Runs one generation after any already running (runs never overlap within a process). Whole-catalogue
   * requests made while one is queued join it: a burst of catalogue changes (every checkout's stock reservation
   * is one) costs at most one more run.
   */
  generate(options: GenerateOptions = {}): Promise<GenerateResult> {
    const whole = !options.only;
    if (whole && this.queued) return this.queued;
    const start = () => {
      if (whole) this.queued = null;
      return this.run(options);
    };
    const run = this.tail.then(start, start);
    this.tail = run;
    if (whole) this.queued = run;
    return run;
  }

  private async run(options: GenerateOptions): Promise<GenerateResult> {
    const started = Date.now();
    const snapshot = await this.snapshot();
    const inputs = artInputs(snapshot);
    if (options.ifArtInputsChanged && !options.only && inputs === this.lastInputs) {
      return { total: 0, made: 0, failed: [], ms: Date.now() - started };
    }
    const recipes = buildRecipes(snapshot);
    const manifest = await readManifest(this.manifestFile);
    const todo: Array<{ key: string; file: string; svg: string; hash: string }> = [];
    let total = 0;
    for (const [key, recipe] of recipes) {
      if (options.only && !options.only(key)) continue;
      total += 1;
      const svg = recipe.svg();
      const hash = hashOf(svg);
      const file = path.join(this.dir, `${key}.png`);
      if (manifest.images[key] === hash && (await exists(file))) continue;
      todo.push({ key, file, svg, hash });
    }
    // Announced before the first render, so that a request for any of them waits rather than missing it.
    // Runs are serialised (generate()), so no other run holds these keys.
    const settle = new Map<string, () => void>();
    for (const job of todo) {
      this.pending.set(job.key, new Promise<void>((resolve) => settle.set(job.key, resolve)));
    }
    const done: Record<string, string> = {};
    const failed: string[] = [];
    let next = 0;
    let sinceSave = 0;
    let saving: Promise<void> = Promise.resolve();
    const save = () => {
      // Serialised, and merged with what is on disk: another writer's entries are kept. A failed save does not
      // stop the next one (the chain goes on), and the last one's failure fails the run.
      saving = saving
        .catch(() => undefined)
        .then(async () => {
          const current = await readManifest(this.manifestFile);
          Object.assign(current.images, done);
          await writeAtomic(this.manifestFile, JSON.stringify(current));
        });
      return saving;
    };
    const finish = (key: string) => {
      settle.get(key)?.();
      this.pending.delete(key);
    };
    const worker = async () => {
      while (next < todo.length) {
        const job = todo[next++] as (typeof todo)[number];
        if (options.shouldStop?.()) {
          finish(job.key);
          continue;
        }
        try {
          await writeAtomic(job.file, await rasterise(job.svg));
          done[job.key] = job.hash;
          // Progress is kept every few images: a run cut short does not start again from nothing.
          if ((sinceSave += 1) >= 25) {
            sinceSave = 0;
            // Kept on the chain; a failure here is retried by the save at the end of the run.
            save().catch(() => undefined);
          }
        } catch {
          failed.push(job.key);
        } finally {
          finish(job.key);
        }
      }
    };
    try {
      const concurrency = options.concurrency ?? this.concurrency;
      await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, todo.length)) }, worker));
    } finally {
      for (const job of todo) finish(job.key);
      if (Object.keys(done).length > 0) await save();
      await saving;
    }
    const complete = failed.length === 0 && !options.shouldStop?.();
    if (!options.only && complete) this.lastInputs = inputs;
    return { total, made: Object.keys(done).length, failed, ms: Date.now() - started };
  }
}
