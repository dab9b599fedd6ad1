import type { PageMetadata } from '@sencha/platform';
import { getRuntimeConfig } from '@sencha/platform';
import { transformImageUrl } from '../images/imageUrl';

export const SITE_NAME = 'Sencha Tea';
export const DEFAULT_TITLE = 'Sencha Tea - True Teas for Masters';
export const DEFAULT_DESCRIPTION =
  'Specialty tea, herbal tea, matcha and teawares, chosen by tea masters and shipped from Sydney.';
export const DEFAULT_SHARE_IMAGE = '/images/share-default.png';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function removeMeta(attribute: 'name' | 'property', key: string): void {
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * The shop's public origin: config.json's siteUrl (the deployment's PUBLIC_URL, docs/configuration.md#public-url)
 * without trailing slashes, else the current origin.
 */
export function siteOrigin(): string {
  return (getRuntimeConfig().siteUrl ?? window.location.origin).replace(/\/+$/, '');
}

/** The share image padded to 1200x630 through the image transform path. */
export function shareImageUrl(image: string): string {
  const config = getRuntimeConfig();
  const origin = siteOrigin();
  const padded = transformImageUrl(
    image,
    { ...SHARE_IMAGE_SIZE, fit: 'pad' },
    {
      staticImageHost: config.staticImageHost,
      fileHost: config.fileHost,
      disableS3Images: false,
      disableTransforms: !config.imageTransforms,
      transformPrefix: config.imageTransformPrefix,
    },
  );
  return /^https?:/.test(padded) ? padded : `${origin}${padded.startsWith('/') ? '' : '/'}${padded}`;
}

export function canonicalUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}

/**
 * Sets title, description, canonical URL, share image (Open Graph and Twitter card) and whether search engines
 * may index the page (docs/product-rules/search.md#search-engines).
 */
export function applyPageMetadata(meta: PageMetadata): void {
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const url = meta.url ?? canonicalUrl(window.location.pathname);
  const image = shareImageUrl(meta.image ?? DEFAULT_SHARE_IMAGE);
  document.title = meta.title;
  setMeta('name', 'description', description);
  if (meta.noindex) setMeta('name', 'robots', 'noindex');
  else removeMeta('name', 'robots');
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:locale', 'en_AU');
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width));
  setMeta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height));
  setMeta('name', 'twitter:card', 'summary_large_image');
  setCanonical(url);
}
