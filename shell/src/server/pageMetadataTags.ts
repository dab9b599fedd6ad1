import { AsyncLocalStorage } from 'node:async_hooks';
import { setPageMetadataSink, type PageMetadata } from '@sencha/platform';
import { pageHeadTags } from '@sencha/ui-kit';
import { escapeAttribute } from './escapeAttribute';

/** What the page being rendered has told of itself so far: the last report wins. */
export interface MetadataSlot {
  current: PageMetadata | null;
}

/** Each render's own slot (no module-level state): React's work for it, however resumed, stays in its context. */
const requestMetadata = new AsyncLocalStorage<MetadataSlot>();

/** Once per worker: a page's `usePageMetadata` reports into the slot of whichever request is rendering. */
export function collectMetadataPerRequest(): void {
  setPageMetadataSink((meta) => {
    const slot = requestMetadata.getStore();
    if (slot) slot.current = meta;
  });
}

export const withMetadataSlot = <T>(slot: MetadataSlot, render: () => T): T =>
  requestMetadata.run(slot, render);

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page's title and share tags for its head: the same tags the browser applies (ui-kit `pageHeadTags`). */
export function pageMetadataHtml(meta: PageMetadata, pathname: string): string {
  const tags = pageHeadTags(meta, pathname);
  return [
    `<title>${escapeText(tags.title)}</title>`,
    ...tags.metas.map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}">`,
    ),
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`,
  ].join('');
}
