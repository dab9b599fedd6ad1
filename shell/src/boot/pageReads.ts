import type { PageLeadImage, PageReadParamRule, StorageLike } from '@sencha/platform';
import { readStoredCartItems } from '@sencha/platform/stored-cart';
import { isOrderId } from '@sencha/shared/order-id';
import { isValidSlug } from '@sencha/shared/slug';
import { isRecord } from './isRecord';
import { isLeadImageRule } from './leadImages';

/**
 * At most this many API reads per page, whatever its manifest declares (the cart's first three lines fit): the
 * boot keeps its fetches for the page's code (MAX_BOOT_FETCHES).
 */
export const MAX_PAGE_READS = 4;
export const MAX_READ_PATH = 200;

/** `/api/` then whole segments, each a plain name or one `{placeholder}`: no dots, no query, no other origin. */
const PATH_TEMPLATE = /^\/api(?:\/(?:[A-Za-z0-9_-]+|\{[A-Za-z][A-Za-z0-9]*\}))+$/;

/** The known parameter rules: a value that fails its rule starts no read (the page asks, and reports it). */
const PARAM_RULES: Readonly<Record<PageReadParamRule, (value: string) => boolean>> = {
  slug: isValidSlug,
  // An order id as the API issues them; anything else the page itself reports.
  uuid: isOrderId,
};
const isParamRule = (rule: unknown): rule is PageReadParamRule =>
  typeof rule === 'string' && Object.hasOwn(PARAM_RULES, rule);

type Segment = string | { name: string; rule: PageReadParamRule };

/** A declared read, checked: its path's segments, where its placeholders' values come from and how many. */
export interface CheckedRead {
  segments: Segment[];
  from: 'route' | 'storedCart';
  max: number;
}

/** A page's declaration as its remote's manifest gives it (`metaData.pages`), checked. */
export interface CheckedPage {
  reads: CheckedRead[];
  ready: boolean;
  leadImage: PageLeadImage | null;
  /** Rendered in the browser only (docs/server-rendering.md#each-area-on-its-own). */
  browserOnly: boolean;
}

const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

function checkRead(read: unknown): CheckedRead | null {
  if (!isRecord(read)) return null;
  const { path, params = {}, from = 'route', max } = read;
  if (typeof path !== 'string' || path.length > MAX_READ_PATH || !PATH_TEMPLATE.test(path)) return null;
  if (!isRecord(params) || !Object.values(params).every(isParamRule)) return null;
  if (from !== 'route' && from !== 'storedCart') return null;
  const count = from === 'route' ? (max === undefined ? 1 : null) : max;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PAGE_READS)
    return null;
  const segments: Segment[] = [];
  for (const part of path.split('/')) {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name === undefined) {
      segments.push(part);
      continue;
    }
    const rule = own(params, name);
    if (!isParamRule(rule)) return null;
    segments.push({ name, rule });
  }
  return { segments, from, max: count };
}

function checkPage(page: unknown): CheckedPage | null {
  if (!isRecord(page)) return null;
  // A page may declare only its routes (declaredRoutes.ts): it reads nothing first.
  const { reads: declared = [] } = page;
  if (!Array.isArray(declared) || declared.length > MAX_PAGE_READS) return null;
  const reads = declared.map(checkRead);
  if (!reads.every((read): read is CheckedRead => read !== null)) return null;
  if (reads.reduce((sum, read) => sum + read.max, 0) > MAX_PAGE_READS) return null;
  const { ready = false, leadImage, browserOnly = false } = page;
  if (typeof ready !== 'boolean' || typeof browserOnly !== 'boolean') return null;
  if (leadImage === undefined) return { reads, ready, leadImage: null, browserOnly };
  if (!isRecord(leadImage) || !isLeadImageRule(leadImage.rule)) return null;
  const { rule, read } = leadImage;
  if (typeof read !== 'number' || reads[read]?.from !== 'route') return null;
  return { reads, ready, leadImage: { rule, read }, browserOnly };
}

/**
 * The declaration of the exposed page `expose` in its remote's manifest, or null when there is none or any part
 * of it is not what the shell knows: a manifest is another team's file, fetched at run time, so a path that is
 * not the API's, a placeholder without a known rule, more reads than the bound or an unknown image rule makes
 * the boot ignore the page's declaration, and the page fetches what it needs itself (docs/architecture.md#boot).
 */
export function pageDeclarationOf(manifest: unknown, expose: string): CheckedPage | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const { pages } = manifest.metaData;
  return isRecord(pages) ? checkPage(own(pages, expose)) : null;
}

/** A path with its placeholders filled from `values`, each checked by its rule; null if one fails. */
function fill(segments: readonly Segment[], values: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const segment of segments) {
    if (typeof segment === 'string') {
      parts.push(segment);
      continue;
    }
    const value = own(values, segment.name);
    if (typeof value !== 'string' || !PARAM_RULES[segment.rule](value)) return null;
    parts.push(encodeURIComponent(value));
  }
  return parts.join('/');
}

/**
 * The API paths of each declared read, in the declaration's order: from the route's parameters (with its fixed
 * props over them), or from the stored cart's lines (read only then: the first read of localStorage loads the
 * origin's whole store), each path once, at most `max`. A value its rule refuses starts nothing.
 */
export function expandReads(
  page: CheckedPage,
  params: Record<string, string>,
  storage: StorageLike,
): string[][] {
  return page.reads.map((read) => {
    const sources: Record<string, unknown>[] =
      read.from === 'route' ? [params] : readStoredCartItems(storage).map((line) => ({ ...line }));
    const paths = sources.map((values) => fill(read.segments, values));
    return [...new Set(paths.filter((path): path is string => path !== null))].slice(0, read.max);
  });
}
