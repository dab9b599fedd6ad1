import { setRuntimeConfig } from '@sencha/platform';
import { breadcrumbListJsonLd } from '../seo/breadcrumbs';
import { DEFAULT_DESCRIPTION, applyPageMetadata, canonicalUrl, pageHeadTags } from './pageMetadata';

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
  null;

describe('applyPageMetadata', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    setRuntimeConfig({ siteUrl: 'https://shop.example', imageTransforms: true, imageTransformPrefix: '' });
  });

  it('sets the canonical URL, Open Graph tags and the padded share image under siteUrl', () => {
    applyPageMetadata({
      title: 'Gyokuro - Sencha Tea',
      url: 'https://shop.example/tea-item/gyokuro-50g',
      image: '/images/tea/gyokuro-50g-1.png',
      type: 'product',
    });
    expect(document.title).toBe('Gyokuro - Sencha Tea');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/tea-item/gyokuro-50g',
    );
    expect(meta('og:url')).toBe('https://shop.example/tea-item/gyokuro-50g');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:site_name')).toBe('Sencha Tea');
    expect(meta('og:image')).toBe(
      'https://shop.example/cdn-cgi/image/width=1200,height=630,fit=pad/images/tea/gyokuro-50g-1.png',
    );
  });

  it("trims siteUrl's trailing slashes: one slash between the origin and the path", () => {
    setRuntimeConfig({ siteUrl: 'https://shop.example//', imageTransforms: false });
    expect(canonicalUrl('/tea-item/gyokuro-50g')).toBe('https://shop.example/tea-item/gyokuro-50g');
    applyPageMetadata({ title: 'Gyokuro - Sencha Tea', image: '/images/tea/gyokuro-50g-1.png' });
    expect(meta('og:image')).toBe('https://shop.example/images/tea/gyokuro-50g-1.png');
  });

  it('marks a page noindex, and the next page that is not has the mark removed', () => {
    applyPageMetadata({ title: 'Checkout', noindex: true });
    expect(meta('robots')).toBe('noindex');
    expect(meta('og:type')).toBe('website');
    applyPageMetadata({ title: 'About - Sencha Tea' });
    expect(meta('robots')).toBeNull();
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('starts at Home and numbers each step with its absolute URL', () => {
    setRuntimeConfig({ siteUrl: 'https://shop.example' });
    expect(breadcrumbListJsonLd([{ name: 'Uji', path: '/tea-region/uji' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/home' },
        { '@type': 'ListItem', position: 2, name: 'Uji', item: 'https://shop.example/tea-region/uji' },
      ],
    });
  });
});

describe('pageHeadTags', () => {
  it('gives the same tags the browser applies, with the canonical URL from the path when the page has none', () => {
    setRuntimeConfig({ siteUrl: 'https://shop.example', imageTransforms: false });
    const tags = pageHeadTags({ title: 'Uji - Sencha Tea', noindex: true }, '/tea-region/uji');
    expect(tags.title).toBe('Uji - Sencha Tea');
    expect(tags.canonical).toBe('https://shop.example/tea-region/uji');
    const content = (key: string) => tags.metas.find((tag) => tag.key === key)?.content;
    expect(content('robots')).toBe('noindex');
    expect(content('og:url')).toBe('https://shop.example/tea-region/uji');
    expect(content('og:image')).toBe('https://shop.example/images/share-default.png');
    expect(content('description')).toBe(DEFAULT_DESCRIPTION);
  });
});
