import path from 'node:path';
import { IMAGE_WIDTHS } from '@sencha/shared/image-widths';
import sharp from 'sharp';
import { QueueFullError, RenderLimiter } from '../src/images/limits';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';
import { folderBytes } from '@sencha/catalogue';

describe('RenderLimiter', () => {
  it('never runs more than its concurrency, queues the rest, refuses beyond the queue', async () => {
    const limiter = new RenderLimiter(2, 3);
    let running = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        release.push(() => {
          running -= 1;
          resolve();
        });
      });
    const jobs = Array.from({ length: 5 }, () => limiter.run(work));
    await expect(limiter.run(work)).rejects.toBeInstanceOf(QueueFullError);
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(3);
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(jobs);
    expect(peak).toBe(2);
  });
});

describe('bounded image transforms', () => {
  let api: TestApi;
  const CAP = 200 * 1024;
  beforeAll(async () => {
    api = await createTestApi('pglite', {
      images: { renderConcurrency: 1, renderQueue: 8, cacheMaxBytes: CAP },
    });
    const sources = new Set(['types/matcha', 'types/green-tea', 'regions/uji', 'types/oolong']);
    await api.art.generate({ only: (key) => sources.has(key) });
  });
  afterAll(async () => {
    await api.cleanup();
  });
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('snaps widths to the shared list and ignores the quality asked for', async () => {
    const a = await get('/cdn-cgi/image/width=513,format=webp,quality=10/images/types/matcha.png');
    const b = await get('/cdn-cgi/image/width=600,format=webp,quality=95/images/types/matcha.png');
    expect(a.statusCode).toBe(200);
    expect((await sharp(a.rawPayload).metadata()).width).toBe(600);
    expect(IMAGE_WIDTHS).toContain(600);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('trims the transform cache to its byte cap, least recently used first', async () => {
    const cdn = path.join(api.config.imageDir, 'cdn');
    const sources = ['types/matcha.png', 'types/green-tea.png', 'regions/uji.png', 'types/oolong.png'];
    const first = '/cdn-cgi/image/width=1024,format=png/images/types/matcha.png';
    expect((await get(first)).statusCode).toBe(200);
    const firstFiles = api.images.cache.size;
    for (const source of sources)
      for (const width of [300, 512, 800, 1200, 1600])
        expect((await get(`/cdn-cgi/image/width=${width},format=png/images/${source}`)).statusCode).toBe(200);
    const last = `/cdn-cgi/image/width=1600,format=png/images/types/oolong.png`;
    // Growing by a quarter of the cap asks for a trim at once (run in the background): after the last one,
    // one more brings the folder within the cap, whatever the background trims did.
    await api.images.cache.trim();
    const bytes = folderBytes(cdn);
    expect(bytes).toBeLessThanOrEqual(CAP);
    expect(bytes).toBeGreaterThan(0);
    expect(api.images.cache.bytes).toBe(bytes);
    // 21 more results were made; the cap kept only some of them.
    expect(api.images.cache.size).toBeLessThan(firstFiles + 21);
    // The most recent result stays and is served from the folder; the oldest went first, so asking again
    // renders it again, and the answer is still right.
    const rendered = api.images.limiter.renders;
    expect((await get(last)).statusCode).toBe(200);
    expect(api.images.limiter.renders).toBe(rendered);
    const again = await get(first);
    expect(again.statusCode).toBe(200);
    expect(api.images.limiter.renders).toBe(rendered + 1);
    expect(again.headers['content-type']).toBe('image/png');
    expect((await sharp(again.rawPayload).metadata()).width).toBeGreaterThan(0);
  });

  it('answers 503 in the shared shape when the render queue is full', async () => {
    const urls = Array.from(
      { length: 30 },
      (_, i) =>
        `/cdn-cgi/image/width=${IMAGE_WIDTHS[i % IMAGE_WIDTHS.length]},fit=${['cover', 'contain', 'pad'][i % 3]},format=avif/images/regions/uji.png`,
    );
    const answers = await Promise.all(urls.map(get));
    const codes = answers.map((a) => a.statusCode);
    expect(codes).toContain(503);
    for (const a of answers.filter((x) => x.statusCode === 503)) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(a.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.any(String),
      });
    }
  });
});
