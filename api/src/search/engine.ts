import type { Database } from '../db/database';

/**
 * Site search on PostgreSQL itself (PGlite and PostgreSQL alike): weighted full-text search over the documents
 * of migration 006_search, and trigram similarity (pg_trgm) for the words it misses. docs/product-rules.md#search.
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

/** ts_rank weights {D, C, B, A}: names far above type, region and flavour, those far above descriptions. */
const WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

interface TermRow {
  ord: number;
  term: string;
  fix: string | null;
}

/**
 * Each word with, when the text search finds nothing for it (and it is not a stop word), the most similar word
 * of the catalogue's vocabulary above pg_trgm's similarity threshold (0.3), or null. The last word counts as a
 * prefix (the shopper may still be typing it).
 */
const CORRECT_SQL = `
WITH t AS (
  SELECT raw.ord::int AS ord, raw.term,
    to_tsquery('sencha_search', quote_literal(raw.term) || CASE WHEN raw.ord = $2 THEN ':*' ELSE '' END) AS q
  FROM unnest($1::text[]) WITH ORDINALITY AS raw(term, ord)
)
SELECT t.ord, t.term,
  CASE
    WHEN numnode(t.q) = 0 THEN NULL
    WHEN EXISTS (SELECT 1 FROM search_document d WHERE d.document @@ t.q) THEN NULL
    ELSE (SELECT w.word FROM search_word w WHERE w.word % t.term
          ORDER BY similarity(w.word, t.term) DESC, w.word LIMIT 1)
  END AS fix
FROM t ORDER BY t.ord`;

const MATCH_SQL = `
SELECT d.kind, d.ref_id AS id, ts_rank('${WEIGHTS}', d.document, q) AS rank
FROM search_document d, to_tsquery('sencha_search', $1) q
WHERE d.document @@ q`;

/** A to_tsquery expression of the words: each quoted as a literal, the last one a prefix. */
export function tsqueryText(terms: readonly string[], operator: '&' | '|'): string {
  return terms
    .map((term, index) => {
      const literal = `'${term.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
      return index === terms.length - 1 ? `${literal}:*` : literal;
    })
    .join(` ${operator} `);
}

export class SearchEngine {
  private refreshed: { version: number; done: Promise<void> } | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Rebuilds the search documents when the catalogue version has moved since they were built (once per version
   * in this process; the database function is a no-op when another server got there first).
   */
  refresh(version: number): Promise<void> {
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
   * Documents matching every word (corrected where the text search missed it); when none does and there are
   * several words, those matching any of them, ranked by how many and how well.
   */
  async search(words: readonly string[]): Promise<EngineResult> {
    if (words.length === 0) return { terms: [], corrected: false, matches: [] };
    const rows = await this.db.query<TermRow>(CORRECT_SQL, [words, words.length]);
    const terms = rows.map((row) => row.fix ?? row.term);
    const corrected = rows.some((row) => row.fix !== null && row.fix !== row.term);
    let matches = await this.match(tsqueryText(terms, '&'));
    if (terms.length > 1 && !matches.some((m) => m.kind === 'product'))
      matches = await this.match(tsqueryText(terms, '|'));
    return { terms, corrected, matches };
  }

  private async match(query: string): Promise<DocumentMatch[]> {
    const rows = await this.db.query<{ kind: DocumentKind; id: number; rank: number | string }>(MATCH_SQL, [
      query,
    ]);
    return rows.map((row) => ({ kind: row.kind, id: row.id, rank: Number(row.rank) }));
  }
}
