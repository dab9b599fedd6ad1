import type { Snapshot } from '../catalog/snapshot';
import type { EngineResult, SearchEngine } from './engine';
import type { Lexemes } from './memory/lexemes';
import { SearchIndex } from './memory/searchIndex';

/**
 * Search served from an in-memory index of the catalogue snapshot (docs/product-rules/search.md#how-search-is-served).
 * A new catalogue version gets a new index, built beside the current one, which keeps serving the searches of the
 * version it was built for until the new one is complete and takes its place: no search ever sees half an index.
 */
export class MemorySearchEngine implements SearchEngine {
  readonly kind = 'memory';
  private current: SearchIndex | undefined;
  private building: { version: number; done: Promise<SearchIndex> } | undefined;

  /**
   * @param lexemes the database's stemming (stemmingOf), which the answers must match, asked for once
   * @param buildChunk documents indexed between two turns of the event loop while a new index is built
   */
  constructor(
    private readonly lexemes: () => Promise<Lexemes>,
    private readonly buildChunk = 500,
  ) {}

  /** The index serving now (undefined before the first build or after release()). */
  get index(): SearchIndex | undefined {
    return this.current;
  }

  /**
   * The index for this snapshot's catalogue version, built once: a search of an older snapshot is answered by the
   * newest index (its products that are gone are skipped by the caller), one of the version being built waits for it.
   */
  prepare(snapshot: Snapshot): Promise<SearchIndex> {
    if (this.current && this.current.version >= snapshot.version) return Promise.resolve(this.current);
    if (this.building && this.building.version >= snapshot.version) return this.building.done;
    const done = this.lexemes()
      .then((lexemes) => SearchIndex.build(snapshot, lexemes, this.buildChunk))
      .then(
        (index) => {
          if (!this.current || index.version > this.current.version) this.current = index;
          if (this.building?.done === done) this.building = undefined;
          return index;
        },
        (error: unknown) => {
          // A failed build is retried by the next search; the current index keeps serving meanwhile.
          if (this.building?.done === done) this.building = undefined;
          throw error;
        },
      );
    this.building = { version: snapshot.version, done };
    return done;
  }

  async search(snapshot: Snapshot, words: readonly string[]): Promise<EngineResult> {
    const index = await this.prepare(snapshot);
    return index.search(words);
  }

  /** Drops the index (the catalogue outgrew memory and the SQL engine serves it). */
  release(): void {
    this.current = undefined;
    this.building = undefined;
  }
}
