/** @jest-environment node */
import { reportPageMetadata, setRuntimeConfig } from '@sencha/platform';
import {
  collectMetadataPerRequest,
  pageMetadataHtml,
  withMetadataSlot,
  type MetadataSlot,
} from './pageMetadataTags';

describe('a page’s metadata in server HTML', () => {
  beforeAll(() => setRuntimeConfig({ siteUrl: 'https://shop.example', imageTransforms: false }));

  it('writes the title, share tags and canonical link, escaped', () => {
    const html = pageMetadataHtml(
      { title: 'Tea & <Cakes> - Sencha Tea', description: 'Say "hi"', type: 'product' },
      '/tea-item/tea-cakes',
    );
    expect(html).toContain('<title>Tea &amp; &lt;Cakes> - Sencha Tea</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/tea-item/tea-cakes">');
    expect(html).not.toContain('name="robots"');
  });

  it('keeps each request’s report to itself, whichever of them reports first', async () => {
    collectMetadataPerRequest();
    const first: MetadataSlot = { current: null };
    const second: MetadataSlot = { current: null };
    const later = (title: string, ms: number) =>
      new Promise<void>((resolve) => setTimeout(() => resolve(reportPageMetadata({ title })), ms));
    await Promise.all([
      withMetadataSlot(first, () => later('Sencha', 20)),
      withMetadataSlot(second, () => later('Matcha', 5)),
    ]);
    reportPageMetadata({ title: 'outside any render' });
    expect(first.current?.title).toBe('Sencha');
    expect(second.current?.title).toBe('Matcha');
  });
});
