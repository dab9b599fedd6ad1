import { readFileSync } from 'node:fs';
import { serverStateElement, type ServerState } from '../boot/serverState';

/**
 * The shell's index.html around a server-rendered page: what goes before the page's own head tags, and the root
 * element the page is rendered into. The share tags' placeholders are filled as npm start and nginx fill them
 * for the browser-rendered page (docs/serving.md#share-previews).
 */
export interface PageDocument {
  /** Up to the end of the head, for one request. */
  head(publicUrl: string, requestUri: string): string;
  /** From the end of the head to the root element's content. */
  readonly bodyStart: string;
  /** After the page: its state for the browser, then the rest of the document. */
  end(state: ServerState | null): string;
}

const ROOT = '<div id=root></div>';
const ROOT_QUOTED = '<div id="root"></div>';
/** The share tags' og:url path: unreserved and percent-encoded characters only, as shareTags.mjs allows. */
const PAGE_PATH = /^(\/[A-Za-z0-9._~%/-]*)(?:\?.*)?$/;

export function readPageDocument(file: string): PageDocument {
  const html = readFileSync(file, 'utf8');
  const rootMarkup = html.includes(ROOT) ? ROOT : ROOT_QUOTED;
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(rootMarkup);
  if (headEnd < 0 || rootAt < headEnd) throw new Error(`${file} has no head followed by the root element`);
  const headHtml = html.slice(0, headEnd);
  const bodyStart = `${html.slice(headEnd, rootAt)}<div id="root">`;
  const tail = html.slice(rootAt + rootMarkup.length);
  return {
    head(publicUrl, requestUri) {
      const path = PAGE_PATH.exec(requestUri)?.[1] ?? '/';
      // One pass, like sub_filter: a path that spells a placeholder stays as it is.
      return headHtml.replace(/%PUBLIC_URL%|%PAGE_PATH%/g, (found) =>
        found === '%PUBLIC_URL%' ? publicUrl : path,
      );
    },
    bodyStart,
    end: (state) => `</div>${state ? serverStateElement(state) : ''}${tail}`,
  };
}
