import type { PageMetadata } from '../contract/pageTypes';

type PageMetadataSink = (meta: PageMetadata) => void;

let sink: PageMetadataSink | null = null;

/**
 * Where a page's metadata goes while it renders on the server: the render server's request, which writes it into
 * the page's head for a reader that runs no script (docs/server-rendering.md#page-metadata). The browser sets
 * none: there a page applies its metadata once it has rendered.
 */
export function setPageMetadataSink(next: PageMetadataSink | null): void {
  sink = next;
}

/** A page's metadata as it renders; the last one reported for a request wins. */
export function reportPageMetadata(meta: PageMetadata): void {
  sink?.(meta);
}
