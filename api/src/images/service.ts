import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { snapImageWidth } from '@sencha/shared/image-widths';
import sharp from 'sharp';
import { exists, writeOnce } from './files';
import { QueueFullError, RenderLimiter } from './limits';
import { TransformCache } from './transformCache';
import { NotFoundError, UnavailableError, ValidationError } from '../core/errors';

// One libvips thread per render: concurrency is bounded by RenderLimiter, not multiplied inside each render.
sharp.concurrency(1);
sharp.cache(false);

export type OutputFormat = 'png' | 'webp' | 'avif' | 'jpeg';

export interface TransformOptions {
  width?: number;
  height?: number;
  format?: OutputFormat | 'auto';
  fit?: 'scale-down' | 'contain' | 'cover' | 'crop' | 'pad';
}

export interface ImageResult {
  file: string;
  contentType: string;
  etag: string;
  /** The bytes, when already read (transform results: the cache may delete the file once it is read). */
  data?: Buffer;
}

export interface ImageLimits {
  renderConcurrency: number;
  renderQueue: number;
  cacheMaxBytes: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  renderConcurrency: 1,
  renderQueue: 64,
  cacheMaxBytes: 64 * 1024 * 1024,
};
/** How long a client refused by a full render queue waits before asking again. */
const RETRY_AFTER_SECONDS = 2;
const CONTENT_TYPES: Record<OutputFormat, string> = {
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};
/** Image paths: lower-case segments of letters, digits and hyphens, ending .png or .webp. Nothing else exists. */
const IMAGE_PATH = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*\.(png|webp)$/;

export function parseImagePath(relPath: string): { key: string; ext: 'png' | 'webp' } {
  if (relPath.includes('..') || relPath.includes('\\') || relPath.includes('\0') || relPath.startsWith('/')) {
    throw new ValidationError('The image path is not valid.');
  }
  const match = IMAGE_PATH.exec(relPath);
  if (!match || relPath.length > 300) throw new NotFoundError('Image not found.');
  return { key: relPath.slice(0, -(match[1] as string).length - 1), ext: match[1] as 'png' | 'webp' };
}

/**
 * Parses Cloudflare-style options 'width=512,format=auto' (also w, h, f, q, quality, fit). Unknown: 400 (the
 * message never quotes the input). Widths and heights snap to the shared list (@sencha/shared/image-widths);
 * quality is accepted for compatibility and ignored: it is fixed per format.
 */
export function parseTransformOptions(text: string): TransformOptions {
  const out: TransformOptions = {};
  if (text.length > 200) throw new ValidationError('Image options are too long.');
  for (const part of text.split(',')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) throw new ValidationError('Unknown image option.');
    const name = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    const dimension = () => {
      const snapped = /^\d{1,5}$/.test(value) ? snapImageWidth(Number(value)) : undefined;
      if (snapped === undefined)
        throw new ValidationError(`Invalid ${name === 'w' ? 'width' : name === 'h' ? 'height' : name}.`);
      return snapped;
    };
    switch (name) {
      case 'width':
      case 'w':
        out.width = dimension();
        break;
      case 'height':
      case 'h':
        out.height = dimension();
        break;
      case 'format':
      case 'f': {
        const f = value.toLowerCase() === 'jpg' ? 'jpeg' : value.toLowerCase();
        if (!['auto', 'avif', 'webp', 'jpeg', 'png'].includes(f))
          throw new ValidationError('Invalid format.');
        out.format = f as TransformOptions['format'];
        break;
      }
      case 'quality':
      case 'q': {
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) {
          throw new ValidationError('Invalid quality.');
        }
        break;
      }
      case 'fit': {
        if (!['scale-down', 'contain', 'cover', 'crop', 'pad'].includes(value)) {
          throw new ValidationError('Invalid fit.');
        }
        out.fit = value as TransformOptions['fit'];
        break;
      }
      default:
        throw new ValidationError('Unknown image option.');
    }
  }
  return out;
}

/** format=auto: AVIF, then WebP when the browser accepts them, else the source format. */
export function negotiateFormat(
  requested: TransformOptions['format'],
  accept: string | undefined,
  source: 'png' | 'webp',
): OutputFormat {
  if (requested && requested !== 'auto') return requested;
  if (requested === 'auto') {
    const a = (accept ?? '').toLowerCase();
    if (a.includes('image/avif')) return 'avif';
    if (a.includes('image/webp')) return 'webp';
  }
  return source;
}

/** Quality is fixed per format: one result per (source, size, fit, format), never one per quality asked. */
export const QUALITY: Record<Exclude<OutputFormat, 'png'>, number> = { webp: 82, avif: 55, jpeg: 82 };

function encode(pipeline: sharp.Sharp, format: OutputFormat): sharp.Sharp {
  switch (format) {
    case 'png':
      return pipeline.png({ compressionLevel: 6, palette: false });
    case 'webp':
      return pipeline.webp({ quality: QUALITY.webp, effort: 3 });
    case 'avif':
      return pipeline.avif({ quality: QUALITY.avif, effort: 2 });
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpeg, mozjpeg: true });
  }
}

/** What the image route asks of the generator: the drawing of an image in progress, to wait for. */
export interface PendingArt {
  waitFor(key: string): Promise<void> | undefined;
}

/**
 * Serves the catalogue images. Originals are files under imageDir/originals, written by the art generator
 * (src/art/generate.ts) at seed time and at start: this class only reads them. A missing original is a 404
 * 'Image not found.' (unless the generator is drawing it right now: then it waits for that). Transforms
 * (size, format) are made here, like a CDN would, bounded by RenderLimiter and cached under imageDir/cdn.
 */
export class ImageService {
  private inflight = new Map<string, Promise<void>>();
  readonly originals: string;
  private readonly transforms: string;
  readonly limiter: RenderLimiter;
  readonly cache: TransformCache;

  constructor(
    imageDir: string,
    limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
    private readonly art: PendingArt = { waitFor: () => undefined },
  ) {
    this.originals = path.join(imageDir, 'originals');
    this.transforms = path.join(imageDir, 'cdn');
    this.limiter = new RenderLimiter(limits.renderConcurrency, limits.renderQueue);
    this.cache = new TransformCache(this.transforms, limits.cacheMaxBytes);
  }

  /** Indexes the transform results already on disk (images/plugin.ts trims them to the cap). */
  async init(): Promise<void> {
    await this.cache.init();
  }

  /** Runs a render within the concurrency limit; a full queue is a 503. */
  private async render<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.limiter.run(work);
    } catch (error) {
      if (error instanceof QueueFullError)
        throw new UnavailableError(error.message, { retryAfter: RETRY_AFTER_SECONDS });
      throw error;
    }
  }

  /** Runs work once per target file, however many requests ask for it at the same time. */
  private once(file: string, work: () => Promise<void>): Promise<void> {
    let p = this.inflight.get(file);
    if (!p) {
      p = work().finally(() => this.inflight.delete(file));
      this.inflight.set(file, p);
    }
    return p;
  }

  /**
   * The generated image at relPath. Originals are PNG files; a .webp path is the same image converted, which
   * is a transform (bounded and cached like /cdn-cgi/image), not a drawing.
   */
  async original(relPath: string): Promise<ImageResult> {
    const { key, ext } = parseImagePath(relPath);
    if (ext === 'webp') return this.transform(`${key}.png`, { format: 'webp' }, undefined);
    const file = path.join(this.originals, `${key}.png`);
    if (!file.startsWith(this.originals + path.sep))
      throw new ValidationError('The image path is not valid.');
    if (!(await exists(file))) {
      // Being drawn by the generator (a start or a catalogue change): wait for it, never draw it here.
      const drawing = this.art.waitFor(key);
      if (drawing) await drawing;
      if (!drawing || !(await exists(file))) throw new NotFoundError('Image not found.');
    }
    return this.describe(file, 'png');
  }

  async transform(
    relPath: string,
    options: TransformOptions,
    accept: string | undefined,
  ): Promise<ImageResult> {
    const { key, ext } = parseImagePath(relPath);
    // Always from the PNG original: a .webp path's own conversion is a cache entry that may be evicted mid-way.
    const source = await this.original(`${key}.png`);
    const format = negotiateFormat(options.format, accept, ext);
    const hash = crypto
      .createHash('sha1')
      .update(JSON.stringify([relPath, source.etag, options.width, options.height, options.fit, format]))
      .digest('hex');
    const file = path.join(this.transforms, hash.slice(0, 2), `${hash}.${format}`);
    for (let attempt = 0; ; attempt += 1) {
      if (!(await this.cache.has(file))) {
        await this.once(file, async () => {
          const data = await this.render(() => this.resize(source.file, options, format));
          // Another replica may have published it meanwhile: then its copy is the one served.
          if (await writeOnce(file, data)) this.cache.add(file, data.length);
        });
      }
      try {
        const [result, data] = await Promise.all([this.describe(file, format), fs.promises.readFile(file)]);
        return { ...result, data };
      } catch (error) {
        // Evicted between the lookup and the read: render it again (once).
        this.cache.forget(file);
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
      }
    }
  }

  private resize(sourceFile: string, options: TransformOptions, format: OutputFormat): Promise<Buffer> {
    const fit =
      options.fit === 'cover' || options.fit === 'crop'
        ? 'cover'
        : options.fit === 'pad'
          ? 'contain'
          : 'inside';
    let pipeline = sharp(sourceFile);
    if (options.width || options.height) {
      pipeline = pipeline.resize({
        width: options.width,
        height: options.height,
        fit,
        withoutEnlargement: true,
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      });
    }
    return encode(pipeline, format).toBuffer();
  }

  private async describe(file: string, format: OutputFormat): Promise<ImageResult> {
    const stat = await fs.promises.stat(file);
    return {
      file,
      contentType: CONTENT_TYPES[format],
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
    };
  }
}
