import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeOnce } from '../src/images/files';
import { ImageService } from '../src/images/service';
import { TransformCache } from '../src/images/transformCache';
import type { TestApi } from './helpers';
import { createTestApi } from './helpers';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sencha-shared-images-'));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the image folder shared by several replicas', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    await api.art.generate({ only: (key) => key === 'types/matcha' });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('serves a result another replica made, without making it again', async () => {
    const url = '/cdn-cgi/image/width=300,format=webp/images/types/matcha.png';
    const made = await api.app.inject({ method: 'GET', url });
    expect(made.statusCode).toBe(200);
    // A second replica on the same folder, started before that result existed.
    const other = new ImageService(api.config.imageDir, api.config.images);
    const served = await other.transform('types/matcha.png', { width: 300, format: 'webp' }, undefined);
    expect(other.limiter.renders).toBe(0);
    expect(served.etag).toBe(made.headers.etag);
    expect(served.data?.equals(made.rawPayload)).toBe(true);
  });

  it('publishes a result once when replicas write it at the same time', async () => {
    const file = path.join(tempDir(), 'ab', 'result.webp');
    const copies = Array.from({ length: 8 }, (_, i) => Buffer.from(`copy ${i}`));
    const published = await Promise.all(copies.map((data) => writeOnce(file, data)));
    expect(published.filter(Boolean)).toHaveLength(1);
    const winner = copies[published.indexOf(true)];
    expect(fs.readFileSync(file).equals(winner as Buffer)).toBe(true);
    // No temporary file is left behind, by the winner or the others.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['result.webp']);
  });

  it('deletes only the temporary files a dead writer left, never one being written', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'ab'));
    const stale = path.join(dir, 'ab', 'x.webp.1.dead.tmp');
    const writing = path.join(dir, 'ab', 'y.webp.1.live.tmp');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(writing, 'half');
    fs.utimesSync(stale, minutesAgo(30), minutesAgo(30));
    await new TransformCache(dir, 1024).init();
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
  });

  it('trims the folder to its cap by the last use of any replica', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'ab'));
    // Made in this order; then `first` was used (its access time) most recently, by another replica.
    const files = ['first', 'second', 'third'].map((name, i) => {
      const file = path.join(dir, 'ab', `${name}.webp`);
      fs.writeFileSync(file, Buffer.alloc(400));
      fs.utimesSync(file, minutesAgo(30 - i), minutesAgo(30 - i));
      return file;
    });
    const [first, second, third] = files as [string, string, string];
    fs.utimesSync(first, minutesAgo(1), minutesAgo(30));
    const cache = new TransformCache(dir, 800);
    expect(await cache.trim()).toBe(1);
    expect([first, second, third].map((f) => fs.existsSync(f))).toEqual([true, false, true]);
  });
});
