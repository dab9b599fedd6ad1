import type { SearchSort } from '@sencha/shared/search-rules';
import { SEARCH_BOUNDS, searchTerms, TOO_MANY_WORDS_MESSAGE } from '@sencha/shared/search-rules';
import type { CachedBody, CatalogService } from '../catalog/service';
import { cachedBody } from '../catalog/service';
import type { Snapshot } from '../catalog/snapshot';
import type { Database } from '../db/database';
import { ValidationError } from '../core/errors';
import type { SearchResults, SearchSuggestions } from '@sencha/shared/contract';
import type { NamedSlug } from '@sencha/shared/contract';
import { BoundedCache } from './cache';
import { cardOf } from './cards';
import type { DocumentKind, EngineResult } from './engine';
import { ChosenSearchEngine } from './engineChoice';
import type { SearchFilters } from './facets';
import { applyFilters, facets, sortHits } from './facets';
import { hitsOf } from './hits';

export interface SearchRequest extends SearchFilters {
  q: string;
  sort?: SearchSort | undefined;
  limit?: number | undefined;
}

export interface SearchServiceOptions {
  /** Answers kept (search and suggest together). */
  cacheEntries: number;
  /** Answers are rebuilt at least this often (on-sale dates pass). */
  maxAgeMs?: number;
  /** Catalogues of more search documents than this are searched in SQL, not in memory. */
  indexMaxDocuments: number;
}

/**
 * GET /api/search and /api/search/suggest (docs/product-rules/search.md#search): the engine (in memory, or SQL for
 * a catalogue too large for memory) finds and ranks documents, the catalogue snapshot turns them into the
 * listing's cards, filters and counts. Answers are serialised once per catalogue version and query, like the
 * catalogue's.
 */
export class SearchService {
  private readonly engine: ChosenSearchEngine;
  private readonly cache: BoundedCache<CachedBody>;

  constructor(
    db: Database,
    private readonly catalog: CatalogService,
    options: SearchServiceOptions,
  ) {
    this.engine = new ChosenSearchEngine(db, options.indexMaxDocuments);
    this.cache = new BoundedCache(options.cacheEntries, options.maxAgeMs ?? 60_000);
  }

  /** Answers held in memory now (bounded by cacheEntries). */
  get cachedAnswers(): number {
    return this.cache.size;
  }

  /** The catalogue version the in-memory index serves (undefined while the SQL engine does). */
  get indexedVersion(): number | undefined {
    return this.engine.indexedVersion;
  }

  /** Which engine serves the current catalogue: 'memory', or 'sql' above indexMaxDocuments. */
  async engineKind(): Promise<'memory' | 'sql'> {
    return this.engine.engineFor(await this.catalog.snapshot()).kind;
  }

  /**
   * Gets the engine ready for a catalogue version before searches ask (at start and on each catalogue change):
   * the new index is built while the previous one keeps answering.
   */
  async prepare(snapshot?: Snapshot): Promise<void> {
    await this.engine.prepare(snapshot ?? (await this.catalog.snapshot()));
  }

  /** The words of a query, refused with a 400 beyond the bound. */
  private words(q: string): string[] {
    const words = searchTerms(q);
    if (words.length > SEARCH_BOUNDS.maxTerms) throw new ValidationError(TOO_MANY_WORDS_MESSAGE);
    return words;
  }

  private async run<T>(
    key: string,
    words: string[],
    build: (s: Snapshot, found: EngineResult, now: number) => T,
  ): Promise<CachedBody> {
    const snapshot = await this.catalog.snapshot();
    return this.cache.get(snapshot.version, key, async () => {
      const found = await this.engine.search(snapshot, words);
      return cachedBody(JSON.stringify(build(snapshot, found, Date.now())));
    });
  }

  search(request: SearchRequest): Promise<CachedBody> {
    const words = this.words(request.q);
    const sort = request.sort ?? 'relevance';
    const limit = request.limit ?? SEARCH_BOUNDS.defaultLimit;
    const filters: SearchFilters = {
      type: request.type?.toLowerCase(),
      region: request.region?.toLowerCase(),
      flavour: request.flavour?.toLowerCase(),
      available: request.available,
    };
    const key = JSON.stringify(['search', words, filters, sort, limit]);
    return this.run(key, words, (s, found, now): SearchResults => {
      const hits = hitsOf(s, found.matches, now);
      const shown = sortHits(applyFilters(hits, filters), sort);
      return {
        query: found.terms.join(' '),
        didYouMean: found.corrected ? found.terms.join(' ') : null,
        total: shown.length,
        teas: shown.slice(0, limit).map((hit) => cardOf(s, hit.product)),
        facets: facets(s, hits, filters),
      };
    });
  }

  suggest(q: string): Promise<CachedBody> {
    const words = this.words(q);
    return this.run(JSON.stringify(['suggest', words]), words, (s, found, now): SearchSuggestions => {
      const hits = sortHits(hitsOf(s, found.matches, now), 'relevance');
      const named = (kind: DocumentKind, find: (id: number) => NamedSlug | undefined): NamedSlug[] =>
        found.matches
          .filter((m) => m.kind === kind)
          .sort((a, b) => b.rank - a.rank)
          .flatMap((m) => {
            const row = find(m.id);
            return row ? [{ name: row.name, slug: row.slug }] : [];
          })
          .slice(0, SEARCH_BOUNDS.suggestFacets);
      return {
        query: found.terms.join(' '),
        didYouMean: found.corrected ? found.terms.join(' ') : null,
        teas: hits.slice(0, SEARCH_BOUNDS.suggestTeas).map((hit) => cardOf(s, hit.product)),
        types: named('type', (id) => s.typesById.get(id)),
        regions: named('region', (id) => s.regionsById.get(id)),
        flavours: named('flavour', (id) => s.flavours.find((f) => f.id === id)),
      };
    });
  }
}
