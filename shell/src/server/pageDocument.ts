import { readFileSync } from 'node:fs';
import { escapeAttribute } from './escapeAttribute';
import { AFTER_PAINT_ATTRIBUTE } from '../boot/afterPaint';
import { serverStateElement, type ServerState } from '../boot/serverState';

/**
 * The shell's index.html around a server-rendered page: what goes before the page's own head tags, and the root
 * element the page is rendered into. The share tags' placeholders are filled as npm start and nginx fill them
 * for the browser-rendered page (docs/serving.md#share-previews).
 */
export interface PageDocument {
  /**
   * Up to the end of the head, for one request. `rendered`: for a page whose HTML follows, so nothing in it
   * outbids the page's stylesheets and images for the first paint (docs/server-rendering.md#first-paint).
   */
  head(publicUrl: string, requestUri: string, rendered: boolean): string;
  /**
   * The shell's own title and share tags, which a rendered page's head leaves out: written at the end of its
   * head unless the page told its own (docs/server-rendering.md#page-metadata).
   */
  defaultMetadata(publicUrl: string, requestUri: string): string;
  /** From the end of the head to the root element's content. */
  readonly bodyStart: string;
  /** After the page: its state for the browser, then the rest of the document. */
  end(state: ServerState | null): string;
}

const ROOT = '<div id=root></div>';
const ROOT_QUOTED = '<div id="root"></div>';
/** The share tags' og:url path: unreserved and percent-encoded characters only, as shareTags.mjs allows. */
const PAGE_PATH = /^(\/[A-Za-z0-9._~%/-]*)(?:\?.*)?$/;
/** The build's preloads of the shell's start-up scripts, and its scripts' high fetch priority. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload\b)(?=[^>]*\bas="?script\b)[^>]*>/g;
const HIGH_PRIORITY = /(<script\b[^>]*?)\s+fetchpriority="?high"?(?=[\s>])/g;

/** A tag's attributes, quoted values whole: a `>` inside one does not end the tag. */
const ATTRIBUTES = `(?:"[^"]*"|'[^']*'|[^'">])*`;
/** An attribute value's end: what may follow `name=description`, quoted or not. */
const VALUE_END = `(?=[\\s"'>])`;
/** Title, description, robots, canonical, Open Graph and Twitter tags: what a page may tell of its own. */
const METADATA = new RegExp(
  [
    '<title>[^<]*</title>',
    `<meta\\b(?=${ATTRIBUTES}?\\s(?:name=["']?(?:description|robots)${VALUE_END}|name=["']?twitter:|property=["']?og:))${ATTRIBUTES}>`,
    `<link\\b(?=${ATTRIBUTES}?\\srel=["']?canonical${VALUE_END})${ATTRIBUTES}>`,
  ].join('|'),
  'gi',
);

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\sdefer[\s>])[^>]*\ssrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const BOOT_SCRIPT = /<script\b(?=[^>]*\sasync[\s>])(?=[^>]*\ssrc="?[^"\s>]*\/boot\.js[\s">])/;

/**
 * A rendered page paints from its HTML and stylesheets alone, then hydrates (docs/server-rendering.md#first-paint):
 * nothing is preloaded ahead of its images, the boot script comes at the browser's low priority for async
 * scripts, and the shell's deferred scripts move onto the boot script, which adds them once the page has
 * painted (boot/afterPaint.ts). A head without the boot script keeps its deferred scripts. Its title and share
 * tags come last, once the page has told its own.
 */
function forRenderedPage(head: string): string {
  const lighter = head.replace(SCRIPT_PRELOAD, '').replace(HIGH_PRIORITY, '$1').replace(METADATA, '');
  if (!BOOT_SCRIPT.test(lighter)) return lighter;
  const deferred = [...lighter.matchAll(DEFERRED_SCRIPT)].map((found) => found[1] ?? '');
  return lighter
    .replace(DEFERRED_SCRIPT, '')
    .replace(
      BOOT_SCRIPT,
      (tag) => `${tag} ${AFTER_PAINT_ATTRIBUTE}="${escapeAttribute(deferred.join(' '))}"`,
    );
}

export function readPageDocument(file: string): PageDocument {
  const html = readFileSync(file, 'utf8');
  const rootMarkup = html.includes(ROOT) ? ROOT : ROOT_QUOTED;
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(rootMarkup);
  if (headEnd < 0 || rootAt < headEnd) throw new Error(`${file} has no head followed by the root element`);
  const headHtml = html.slice(0, headEnd);
  const renderedHeadHtml = forRenderedPage(headHtml);
  const bodyStart = `${html.slice(headEnd, rootAt)}<div id="root">`;
  const tail = html.slice(rootAt + rootMarkup.length);
  const metadataHtml = (headHtml.match(METADATA) ?? []).join('');
  const filled = (html: string, publicUrl: string, requestUri: string) => {
    const path = PAGE_PATH.exec(requestUri)?.[1] ?? '/';
    // One pass, like sub_filter: a path that spells a placeholder stays as it is.
    return html.replace(/%PUBLIC_URL%|%PAGE_PATH%/g, (found) =>
      found === '%PUBLIC_URL%' ? publicUrl : path,
    );
  };
  return {
    head: (publicUrl, requestUri, rendered) =>
      filled(rendered ? renderedHeadHtml : headHtml, publicUrl, requestUri),
    defaultMetadata: (publicUrl, requestUri) => filled(metadataHtml, publicUrl, requestUri),
    bodyStart,
    end: (state) => `</div>${state ? serverStateElement(state) : ''}${tail}`,
  };
}
