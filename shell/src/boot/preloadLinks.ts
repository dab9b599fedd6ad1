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

/**
 * The boot script's preload, unless the page already has one for the URL. On a first load the federation
 * runtime loads the expose's start-up scripts (and the remote entry) through the shell's retry plugin, always
 * with `crossorigin="anonymous"` (plugins/retryTimeoutPlugin.ts), and attaches its styles as plain
 * stylesheets (no crossorigin).
 */
export function preload(url: string, as: PreloadAs, doc: Document = document): void {
  const existing = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...existing].some((link) => link.href === url)) return;
  doc.head.appendChild(preloadLink(url, as, as === 'script', doc));
}
