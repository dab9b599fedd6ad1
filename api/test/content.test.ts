import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { seedDatabase } from '@sencha/catalogue';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

/** The images this suite requests, as generator keys. */
const SERVED = new Set([
  'tea/sencha-superior-100g-1',
  'placeholder-tea',
  'tea/gyokuro-uji-brewing-1',
  'tea/gyokuro-uji-flavour',
  'flavours/umami',
  'types/matcha',
  'regions/uji',
  'home/white-tea',
  'blog/matcha-grades-explained',
  'tea/matcha-tools-chasen-whisk-100-tines-1',
]);

describe.each(targets)('content, images and bad input on %s', (target) => {
  let api: TestApi;
  let feedServer: http.Server;
  let feedUrl = '';
  let feedMode: 'ok' | 'slow' | 'broken' = 'ok';

  beforeAll(async () => {
    feedServer = http.createServer((_req, res) => {
      if (feedMode === 'slow') {
        setTimeout(() => res.end('<rss/>'), 10_000).unref();
        return;
      }
      res.setHeader('content-type', 'application/rss+xml');
      res.end(
        feedMode === 'ok'
          ? '<?xml version="1.0"?><rss version="2.0"><channel><title>External</title><item><title>From the feed</title><link>https://example.org/a</link></item></channel></rss>'
          : 'not xml at all <<<',
      );
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
    api = await createTestApi(target);
    // The image route only reads files: draw the few this suite asks for (the art suite covers the rest).
    await api.art.generate({ only: (key) => SERVED.has(key) });
  });
  afterAll(async () => {
    await api.cleanup();
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  describe('blog', () => {
    it('serves RSS 2.0 built from the posts in the database', async () => {
      const res = await api.app.inject({ method: 'GET', url: '/api/blog' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/rss+xml');
      expect(res.headers.etag).toBeDefined();
      const doc = new XMLParser({ ignoreAttributes: false }).parse(res.body) as {
        rss: { '@_version': string; channel: { item: Record<string, unknown>[] } };
      };
      expect(doc.rss['@_version']).toBe('2.0');
      const items = doc.rss.channel.item;
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        expect(item).toEqual(
          expect.objectContaining({
            title: expect.any(String),
            link: expect.stringMatching(/^https:\/\//),
            pubDate: expect.any(String),
            description: expect.any(String),
            'media:content': expect.objectContaining({ '@_url': expect.stringMatching(/^\/images\/blog\//) }),
            enclosure: expect.objectContaining({ '@_url': expect.stringMatching(/^\/images\/blog\//) }),
          }),
        );
        expect(Number.isNaN(Date.parse(item.pubDate as string))).toBe(false);
      }
      const dates = items.map((i) => Date.parse(i.pubDate as string));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('serves a configured external feed, and falls back when it is broken or slow', async () => {
      const external = await createTestApi('pglite', {
        blogFeedUrl: feedUrl,
        blogFeedTimeoutMs: 1500,
        blogFeedTtlMs: 0,
      });
      try {
        feedMode = 'ok';
        let res = await external.app.inject({ method: 'GET', url: '/api/blog' });
        expect(res.body).toContain('From the feed');
        feedMode = 'broken';
        res = await external.app.inject({ method: 'GET', url: '/api/blog' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('From the feed'); // last good copy
        feedMode = 'slow';
        const started = Date.now();
        res = await external.app.inject({ method: 'GET', url: '/api/blog' });
        expect(res.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(6000);
      } finally {
        await external.cleanup();
      }
      const fresh = await createTestApi('pglite', {
        blogFeedUrl: feedUrl,
        blogFeedTimeoutMs: 1500,
        blogFeedTtlMs: 0,
      });
      try {
        feedMode = 'broken';
        const res = await fresh.app.inject({ method: 'GET', url: '/api/blog' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('The Tea Journal'); // database posts
      } finally {
        await fresh.cleanup();
      }
    });
  });

  it('answers 404 JSON for other methods on catalogue routes', async () => {
    const res = await api.app.inject({ method: 'DELETE', url: '/api/main-menu' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  describe('images', () => {
    it('serves a generated catalogue image, with ETag and 304', async () => {
      const res = await api.app.inject({ method: 'GET', url: '/images/tea/sencha-superior-100g-1.png' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 1200 });
      const again = await api.app.inject({
        method: 'GET',
        url: '/images/tea/sencha-superior-100g-1.png',
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it.each([
      '/images/placeholder-tea.png',
      '/images/tea/gyokuro-uji-brewing-1.png',
      '/images/tea/gyokuro-uji-flavour.png',
      '/images/flavours/umami.png',
      '/images/types/matcha.png',
      '/images/regions/uji.png',
      '/images/home/white-tea.png',
      '/images/blog/matcha-grades-explained.png',
      '/images/tea/matcha-tools-chasen-whisk-100-tines-1.webp',
    ])('serves %s', async (url) => {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(png|webp)$/);
    });

    it('resizes and negotiates formats through /cdn-cgi/image', async () => {
      const url = '/cdn-cgi/image/width=512,format=auto/images/tea/sencha-superior-100g-1.png';
      const avif = await api.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers.vary).toContain('Accept');
      const webp = await api.app.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(512);
      const png = await api.app.inject({ method: 'GET', url, headers: { accept: 'image/png' } });
      expect(png.headers['content-type']).toBe('image/png');
      const sized = await api.app.inject({
        method: 'GET',
        url: '/cdn-cgi/image/w=300,h=630,fit=cover,f=jpeg,q=70/images/regions/uji.png',
      });
      expect(sized.headers['content-type']).toBe('image/jpeg');
      const sizedMeta = await sharp(sized.rawPayload).metadata();
      expect(sizedMeta.width).toBe(300);
      expect(sizedMeta.height).toBeLessThanOrEqual(630);
      const huge = await api.app.inject({
        method: 'GET',
        url: '/cdn-cgi/image/width=99999/images/types/matcha.png',
      });
      expect(huge.statusCode).toBe(200);
      expect((await sharp(huge.rawPayload).metadata()).width).toBeLessThanOrEqual(2560);
    });

    it.each([
      ['/cdn-cgi/image/width=abc/images/types/matcha.png', 400],
      ['/cdn-cgi/image/width=0/images/types/matcha.png', 400],
      ['/cdn-cgi/image/blur=5/images/types/matcha.png', 400],
      ['/cdn-cgi/image/format=gif/images/types/matcha.png', 400],
      ['/cdn-cgi/image/width=100/etc/passwd', 400],
      ['/cdn-cgi/image/width=100/images/../../package.json', 400],
      ['/cdn-cgi/image/width=100/images/%2e%2e/%2e%2e/package.json', 400],
      ['/images/..%2F..%2Fpackage.json', 400],
      ['/images/tea/no-such-tea-1.png', 404],
      ['/images/tea/Sencha.PNG', 404],
      ['/images/tea/sencha-superior-100g-1.gif', 404],
    ])('refuses %s with %i', async (url, status) => {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    });
  });

  describe('seed', () => {
    it('is repeatable without duplicating anything', async () => {
      const count = async () =>
        api.db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM tea_item) AS items, (SELECT count(*)::int FROM tea_item_product) AS products,
                  (SELECT count(*)::int FROM tea_item_product_image) AS images, (SELECT count(*)::int FROM faq) AS faqs,
                  (SELECT count(*)::int FROM tea_item_flavour) AS flavours, (SELECT count(*)::int FROM blog_post) AS posts`,
        );
      const before = await count();
      await seedDatabase(api.db);
      expect(await count()).toEqual(before);
    });
  });

  it('serves the OpenAPI document and docs page', async () => {
    const doc = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/main-menu',
      '/api/teatype/{slug}',
      '/api/teatype/{slug}/tea',
      '/api/region/{slug}/tea',
      '/api/flavour/{slug}/tea',
      '/api/tea/{slug}',
      '/api/tea-item/{slug}',
      '/api/faq',
      '/api/blog',
      '/api/home/carousel',
      '/api/home/featured',
      '/api/communications/newsletter/subscribe',
    ]) {
      expect(spec.paths[path]).toBeDefined();
    }
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});
