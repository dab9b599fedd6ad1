// Types of what the e2e specs use from bench-files.cjs (plain Node, also run without TypeScript by the bench).
import type { Page } from '@playwright/test';

export interface Bytes {
  gzip: number;
  brotli: number;
}
export interface Weight {
  js: Bytes;
  css: Bytes;
  files: number;
}
export interface PageWeights {
  requests: number;
  groups: Record<string, Weight>;
  /** First-load: fetched until now, less the deferred chunks. */
  total: Weight;
  deferred: Weight;
}

export function recordWeights(page: Page): () => PageWeights;
export function withoutLinkPrefetch(target: Pick<Page, 'addInitScript'>): Promise<void>;
export function deferredUrlTest(): (url: URL) => boolean;
