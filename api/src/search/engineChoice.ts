import type { Snapshot } from '../catalog/snapshot';
import type { Database } from '../db/database';
import type { EngineResult, SearchEngine } from './engine';
import { MemorySearchEngine } from './memoryEngine';
import { documentCount } from './memory/documents';
import { Lexemes, stemmingOf } from './memory/lexemes';
import { SqlSearchEngine } from './sqlEngine';

/**
 * The in-memory index while the catalogue's search documents number at most SEARCH_INDEX_MAX_DOCUMENTS, else
 * PostgreSQL's full-text search (docs/product-rules/search.md#how-search-is-served). Decided per catalogue
 * version, so a catalogue that grows past the limit moves to SQL (and frees the index) at its next version.
 */
export class ChosenSearchEngine {
  private readonly memory: MemorySearchEngine;
  private readonly sql: SqlSearchEngine;
  private lexemes: Promise<Lexemes> | undefined;

  constructor(
    db: Database,
    private readonly maxDocuments: number,
  ) {
    this.sql = new SqlSearchEngine(db);
    // The database's stemmer, asked once (a failed question is asked again by the next build).
    this.memory = new MemorySearchEngine(() => {
      this.lexemes ??= stemmingOf(db).then(
        (stemming) => new Lexemes(stemming),
        (error: unknown) => {
          this.lexemes = undefined;
          throw error;
        },
      );
      return this.lexemes;
    });
  }

  /** The catalogue version the in-memory index was built from (undefined while SQL serves, or before a build). */
  get indexedVersion(): number | undefined {
    return this.memory.index?.version;
  }

  /** Which engine answers searches of this snapshot. */
  engineFor(snapshot: Snapshot): SearchEngine {
    return documentCount(snapshot) <= this.maxDocuments ? this.memory : this.sql;
  }

  /** Builds the index of a new catalogue version ahead of the searches (the catalogue's change listener). */
  async prepare(snapshot: Snapshot): Promise<void> {
    const engine = this.engineFor(snapshot);
    if (engine === this.memory) await this.memory.prepare(snapshot);
    else this.memory.release();
  }

  search(snapshot: Snapshot, words: readonly string[]): Promise<EngineResult> {
    const engine = this.engineFor(snapshot);
    if (engine !== this.memory) this.memory.release();
    return engine.search(snapshot, words);
  }
}
