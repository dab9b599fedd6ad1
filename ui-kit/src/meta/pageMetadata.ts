import type { PageMetadata } from '@sencha/platform';
import { getRuntimeConfig } from '@sencha/platform';
import { transformImageUrl } from '../images/imageUrl';

export const SITE_NAME = 'Sencha Tea';
export const DEFAULT_TITLE = 'Sencha Tea - True Teas for Masters';
export const DEFAULT_DESCRIPTION =
  'Specialty tea, herbal tea, matcha and teawares, chosen by tea masters and shipped from Sydney.';
export const DEFAULT_SHARE_IMAGE = '/images/share-default.png';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The shop's public origin: config.json's siteUrl (the deployment's PUBLIC_URL, docs/configuration.md#public-url)
 * without trailing slashes, else the current origin.
 */
export function siteOrigin(): string {
  const origin = getRuntimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return origin.replace(/\/+$/, '');
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

/** One `<meta>` of a page's head: `name` or `property`, its key and its content. */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** What a page's metadata puts in the document's head, in the browser (below) and in server HTML alike. */
export interface PageHeadTags {
  title: string;
  metas: readonly HeadMeta[];
  canonical: string;
}

/**
 * Title, description, canonical URL, share image (Open Graph and Twitter card) and whether search engines may
 * index the page (docs/product-rules/search.md#search-engines); `pathname` gives the default canonical URL.
 */
export function pageHeadTags(meta: PageMetadata, pathname: string): PageHeadTags {
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const url = meta.url ?? canonicalUrl(pathname);
  const named = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });
  return {
    title: meta.title,
    canonical: url,
    metas: [
      named('description', description),
      ...(meta.noindex ? [named('robots', 'noindex')] : []),
      property('og:site_name', SITE_NAME),
      property('og:locale', 'en_AU'),
      property('og:type', meta.type ?? 'website'),
      property('og:title', meta.title),
      property('og:description', description),
      property('og:url', url),
      property('og:image', shareImageUrl(meta.image ?? DEFAULT_SHARE_IMAGE)),
      property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
      property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
      named('twitter:card', 'summary_large_image'),
    ],
  };
}

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

/** Applies a page's metadata to the document's head; a page's robots mark goes with the page. */
export function applyPageMetadata(meta: PageMetadata): void {
  const tags = pageHeadTags(meta, window.location.pathname);
  document.title = tags.title;
  for (const { attribute, key, content } of tags.metas) setMeta(attribute, key, content);
  if (!meta.noindex) removeMeta('name', 'robots');
  setCanonical(tags.canonical);
}
