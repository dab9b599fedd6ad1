import type { LeadImage } from '@sencha/shared/tea-item-images';

export type PreloadAs = 'script' | 'style';

/**
 * A `<link rel="preload">` in the CORS mode of the request that will use it, or the browser fetches twice
 * (docs/architecture.md#boot): `anonymous` adds `crossorigin="anonymous"`.
 */
export function preloadLink(
  url: string,
  as: PreloadAs,
  anonymous: boolean,
  doc: Document = document,
): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  if (anonymous) link.crossOrigin = 'anonymous';
  link.href = url;
  return link;
}

const hasLink = (doc: Document, rel: string, url: string) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some((link) => link.href === url);

/**
 * The boot script's preload of a remote entry or start-up script. On a first load the federation runtime loads
 * them through the shell's retry plugin, always with `crossorigin="anonymous"` (plugins/retryTimeoutPlugin.ts).
 */
export function preloadScript(url: string, doc: Document = document): void {
  if (!hasLink(doc, 'preload', url)) doc.head.appendChild(preloadLink(url, 'script', true, doc));
}

/**
 * The expose's start-up CSS, attached as the stylesheet the remote would attach: the runtime and the remote's
 * CSS chunk loader (mini-css-extract) both look for a stylesheet link with that address first and fetch
 * nothing when they find it, whatever its CORS mode. Added by script, it does not block rendering.
 */
export function attachStylesheet(url: string, doc: Document = document): void {
  if (hasLink(doc, 'stylesheet', url)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  doc.head.appendChild(link);
}

/**
 * A page's largest image, preloaded at high priority with the `srcset` and `sizes` its `<img>` will have (if
 * any), so the browser picks the same file for both and fetches it once (docs/architecture.md#boot).
 */
export function preloadImage(image: LeadImage, doc: Document = document): void {
  if (hasLink(doc, 'preload', new URL(image.src, doc.baseURI).href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  link.setAttribute('fetchpriority', 'high');
  link.href = image.src;
  doc.head.appendChild(link);
}
