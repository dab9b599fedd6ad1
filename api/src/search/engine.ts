import type { Snapshot } from '../catalog/snapshot';

/**
 * What a search engine answers, whichever serves it: the in-memory index (memoryEngine.ts) or PostgreSQL's
 * full-text search (sqlEngine.ts), docs/product-rules/search.md#how-search-is-served.
 */

export type DocumentKind = 'product' | 'type' | 'region' | 'flavour';

export interface DocumentMatch {
  kind: DocumentKind;
  id: number;
  rank: number;
}

export interface EngineResult {
  /** The words searched for after corrections (misspelt ones replaced, unknown ones kept). */
  terms: string[];
  /** Whether any word was corrected. */
  corrected: boolean;
  matches: DocumentMatch[];
}

export interface SearchEngine {
  readonly kind: 'memory' | 'sql';
  /**
   * Documents matching every word (a word the text search misses corrected to the most similar word of the
   * catalogue); when no product does and there are several words, those matching any of them, ranked by how
   * many and how well. The snapshot is the catalogue the answer is for: the engine follows its version.
   */
  search(snapshot: Snapshot, words: readonly string[]): Promise<EngineResult>;
}
