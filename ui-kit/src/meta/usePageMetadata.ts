import { useEffect } from 'react';
import type { PageMetadata } from '@sencha/platform';
import { applyPageMetadata } from './pageMetadata';

/** A page's own title and share data; pass null while the data it depends on is loading. */
export function usePageMetadata(meta: PageMetadata | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  const url = meta?.url;
  const type = meta?.type;
  const noindex = meta?.noindex;
  useEffect(() => {
    if (!title) return;
    applyPageMetadata({
      title,
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
      ...(url ? { url } : {}),
      ...(type ? { type } : {}),
      ...(noindex ? { noindex } : {}),
    });
  }, [title, description, image, url, type, noindex]);
}
