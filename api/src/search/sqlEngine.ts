import type { Snapshot } from '../catalog/snapshot';
import type { Database } from '../db/database';
import type { DocumentMatch, EngineResult, SearchEngine } from './engine';

/**
 * Site search on PostgreSQL itself (PGlite and PostgreSQL alike): weighted full-text search over the documents
 * of migration 006_search, and trigram similarity (pg_trgm) for the words it misses. It serves catalogues too
 * large for the in-memory index (docs/product-rules/search.md#how-search-is-served).
 */

/** ts_rank weights {D, C, B, A}: names far above type, region and flavour, those far above descriptions. */
const WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

/**
 * One round trip per search (docs/product-rules/search.md#search), in three steps:
 * 1. each word, or when the text search finds nothing for it (and it is not a stop word) the most similar word of
 *    the catalogue's vocabulary above pg_trgm's similarity threshold (0.3); the last word counts as a prefix (the
 *    shopper may still be typing it);
 * 2. the documents matching every word;
 * 3. only when no product matches every word and there are several words: those matching any of them, ranked by
 *    how many and how well.
 * The words contain only letters and digits (searchTerms), so quote_literal makes each a plain tsquery literal.
 */
const SEARCH_SQL = `
WITH raw AS (
  SELECT r.ord::int AS ord, r.term,
    to_tsquery('sencha_search', quote_literal(r.term) || CASE WHEN r.ord = $2 THEN ':*' ELSE '' END) AS q
  FROM unnest($1::text[]) WITH ORDINALITY AS r(term, ord)
),
fixed AS (
  SELECT raw.ord, raw.term,
    CASE
      WHEN numnode(raw.q) = 0 THEN NULL
      WHEN EXISTS (SELECT 1 FROM search_document d WHERE d.document @@ raw.q) THEN NULL
      ELSE (SELECT w.word FROM search_word w WHERE w.word % raw.term
            ORDER BY similarity(w.word, raw.term) DESC, w.word LIMIT 1)
    END AS fix
  FROM raw
),
query AS (
  SELECT
    to_tsquery('sencha_search', string_agg(quote_literal(coalesce(fixed.fix, fixed.term))
      || CASE WHEN fixed.ord = $2 THEN ':*' ELSE '' END, ' & ' ORDER BY fixed.ord)) AS every_word,
    to_tsquery('sencha_search', string_agg(quote_literal(coalesce(fixed.fix, fixed.term))
      || CASE WHEN fixed.ord = $2 THEN ':*' ELSE '' END, ' | ' ORDER BY fixed.ord)) AS any_word
  FROM fixed
),
every_match AS (
  SELECT d.kind, d.ref_id AS id, ts_rank('${WEIGHTS}', d.document, query.every_word) AS rank
  FROM search_document d, query WHERE d.document @@ query.every_word
),
any_match AS (
  SELECT d.kind, d.ref_id AS id, ts_rank('${WEIGHTS}', d.document, query.any_word) AS rank
  FROM search_document d, query
  WHERE $2 > 1 AND NOT EXISTS (SELECT 1 FROM every_match m WHERE m.kind = 'product')
    AND d.document @@ query.any_word
)
SELECT
  (SELECT json_agg(json_build_object('term', fixed.term, 'fix', fixed.fix) ORDER BY fixed.ord) FROM fixed)
    AS terms,
  (SELECT coalesce(json_agg(json_build_object('kind', m.kind, 'id', m.id, 'rank', m.rank)), '[]'::json)
    FROM (SELECT * FROM every_match UNION ALL SELECT * FROM any_match) m) AS matches`;

interface SearchRow {
  terms: Array<{ term: string; fix: string | null }>;
  matches: DocumentMatch[];
}

export class SqlSearchEngine implements SearchEngine {
  readonly kind = 'sql';

  private refreshed: { version: number; done: Promise<void> } | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Rebuilds the search documents when the catalogue version has moved since they were built (once per version
   * in this process; the database function is a no-op when another server got there first).
   */
  private refresh(version: number): Promise<void> {
    if (this.refreshed?.version !== version) {
      const done = this.db
        .transaction(async (tx) => {
          await tx.query('SELECT refresh_search_index()');
        })
        .catch((error: unknown) => {
          // A failed rebuild is retried by the next search.
          if (this.refreshed?.done === done) this.refreshed = undefined;
          throw error;
        });
      this.refreshed = { version, done };
    }
    return this.refreshed.done;
  }

  /**
   * Documents matching every word (corrected where the text search missed it); when no product does and there
   * are several words, those matching any of them, ranked by how many and how well.
   */
  async search(snapshot: Snapshot, words: readonly string[]): Promise<EngineResult> {
    if (words.length === 0) return { terms: [], corrected: false, matches: [] };
    await this.refresh(snapshot.version);
    const [row] = await this.db.query<SearchRow>(SEARCH_SQL, [words, words.length]);
    const rows = row?.terms ?? [];
    const terms = rows.map((r) => r.fix ?? r.term);
    const corrected = rows.some((r) => r.fix !== null && r.fix !== r.term);
    const matches = (row?.matches ?? []).map((m) => ({ kind: m.kind, id: m.id, rank: Number(m.rank) }));
    return { terms, corrected, matches };
  }
}
