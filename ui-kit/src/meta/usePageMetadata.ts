import { useEffect, useMemo } from 'react';
import { reportPageMetadata, type PageMetadata } from '@sencha/platform';
import { applyPageMetadata } from './pageMetadata';

/**
 * A page's own title and share data; pass null while the data it depends on is loading. Rendered on the server,
 * it is reported as the page renders, for the render server to write into the page's head (where no effect
 * runs); in the browser it is applied once the page has rendered.
 */
export function usePageMetadata(meta: PageMetadata | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  const url = meta?.url;
  const type = meta?.type;
  const noindex = meta?.noindex;
  const page = useMemo<PageMetadata | null>(
    () =>
      title
        ? {
            title,
            ...(description ? { description } : {}),
            ...(image ? { image } : {}),
            ...(url ? { url } : {}),
            ...(type ? { type } : {}),
            ...(noindex ? { noindex } : {}),
          }
        : null,
    [title, description, image, url, type, noindex],
  );
  // A no-op in the browser, which sets no sink (docs/server-rendering.md#page-metadata).
  if (page) reportPageMetadata(page);
  useEffect(() => {
    if (page) applyPageMetadata(page);
  }, [page]);
}
