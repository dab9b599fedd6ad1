export type PreloadAs = 'script' | 'style';

/**
 * A `<link rel="preload">` in the CORS mode of the request that will use it, or the browser fetches twice:
 * remote entries and the expose's start-up scripts are loaded by the federation runtime through the shell's
 * retry plugin, always with `crossorigin="anonymous"` (plugins/retryTimeoutPlugin.ts); its styles are
 * attached as plain stylesheets (no crossorigin). See docs/architecture.md#boot.
 */
export function preloadLink(url: string, as: PreloadAs, doc: Document = document): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  if (as === 'script') link.crossOrigin = 'anonymous';
  link.href = url;
  return link;
}

/** Adds the preload unless the page already has one for the URL. */
export function preload(url: string, as: PreloadAs, doc: Document = document): void {
  const existing = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...existing].some((link) => link.href === url)) return;
  doc.head.appendChild(preloadLink(url, as, doc));
}
