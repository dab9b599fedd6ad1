import type { SearchResults } from '@sencha/shared/contract';
import { searchTerms } from '@sencha/shared/search-rules';
import type { Snapshot } from '../src/catalog/snapshot';
import type { EngineResult } from '../src/search/engine';
import { documentCount, searchDocuments } from '../src/search/memory/documents';
import { Lexemes, stemmingOf } from '../src/search/memory/lexemes';
import { MemorySearchEngine } from '../src/search/memoryEngine';
import { SqlSearchEngine } from '../src/search/sqlEngine';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

/**
 * The in-memory search index (docs/product-rules/search.md#how-search-is-served): the same documents and answers
 * as PostgreSQL's full-text search, rebuilt beside the current index when the catalogue changes, and the SQL
 * engine above SEARCH_INDEX_MAX_DOCUMENTS. The golden set runs against both engines in search.test.ts.
 */

/** A tsvector as PostgreSQL prints it: 'lexeme':1A,2B,3 (weight D unmarked). */
function tsvectorText(lexemes: string[], positions: number[][]): string {
  const mark = (p: number) => `${p >> 2}${['', 'C', 'B', 'A'][p & 3]}`;
  return lexemes
    .map((l, i) => `'${l.replace(/'/g, "''")}':${(positions[i] ?? []).map(mark).join(',')}`)
    .join(' ');
}

/** An engine's answer with ranks as the float4 PostgreSQL returns, in a stable order. */
const comparable = (r: EngineResult) => ({
  terms: r.terms,
  corrected: r.corrected,
  matches: r.matches.map((m) => `${m.kind}:${m.id}:${Math.fround(m.rank)}`).sort(),
});

/** A copy of the snapshot, one catalogue version later, with one tea item renamed. */
function renamed(s: Snapshot, slug: string, name: string): Snapshot {
  const items = s.items.map((item) => (item.slug === slug ? { ...item, name } : item));
  return { ...s, version: s.version + 1, items, itemsById: new Map(items.map((i) => [i.id, i])) };
}

describe.each(targets)('in-memory search index on %s', (target) => {
  let api: TestApi;
  /** The lexemes of this database's stemmer (PostgreSQL 15 and PGlite's newer one differ in rare words). */
  let lexemes: Lexemes;
  const search = async (app: TestApi, q: string): Promise<SearchResults> => {
    const res = await app.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&limit=100` });
    expect(res.statusCode).toBe(200);
    return res.json<SearchResults>();
  };
  const names = (r: SearchResults) => r.teas.map((t) => t.name);
  /** A new tea item with one product, named `name` (its description says nothing else). */
  const addTea = async (slug: string, name: string) => {
    const [item] = await api.db.query<{ id: number }>(
      `INSERT INTO tea_item (slug, name, form, description, tea_type_id, position)
       SELECT $1, $2, 'loose-leaf', 'A tea for the tests.', id, 999 FROM tea_type ORDER BY id LIMIT 1 RETURNING id`,
      [slug, name],
    );
    await api.db.query(
      `INSERT INTO tea_item_product (slug, tea_item_id, name, price_cents, weight_grams, stock)
       VALUES ($1, $2, $3, 1500, 50, 10)`,
      [`${slug}-50g`, item?.id, `${name} 50g`],
    );
  };

  beforeAll(async () => {
    api = await createTestApi(target);
    lexemes = new Lexemes(await stemmingOf(api.db));
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('builds the same documents as the database (migration 006_search)', async () => {
    const snapshot = await api.catalog.snapshot();
    await api.db.query('SELECT refresh_search_index()');
    const rows = await api.db.query<{ kind: string; ref_id: number; document: string }>(
      'SELECT kind, ref_id, document::text AS document FROM search_document',
    );
    const database = new Map(rows.map((r) => [`${r.kind}:${r.ref_id}`, r.document]));
    const memory = new Map<string, string>();
    for await (const d of searchDocuments(snapshot, lexemes))
      memory.set(`${d.kind}:${d.id}`, tsvectorText(d.lexemes, d.positions));
    expect(memory).toEqual(database);
  });

  it('finds, corrects and ranks as the SQL engine does', async () => {
    const snapshot = await api.catalog.snapshot();
    const words = [
      ...new Set(
        [...snapshot.items, ...snapshot.regions, ...snapshot.flavours].flatMap((row) =>
          searchTerms(`${row.name} ${row.description}`),
        ),
      ),
    ].sort();
    const queries: string[][] = [['jasmine', 'umami'], ['the'], ['the', 'sencha'], ['green', 'gre1a']];
    words.forEach((word, i) => {
      if (i % 3 === 0) queries.push([word], [word.slice(0, 3)], [`${word.slice(0, -1)}x`]);
      if (i % 9 === 0) queries.push([word, words[(i * 7) % words.length] as string, 'tea']);
    });
    const sql = new SqlSearchEngine(api.db);
    const memory = new MemorySearchEngine(async () => lexemes);
    for (const query of queries)
      expect([query, comparable(await memory.search(snapshot, query))]).toEqual([
        query,
        comparable(await sql.search(snapshot, query)),
      ]);
  });

  it('rebuilds the index when the catalogue changes: a new tea is found, a removed one no longer', async () => {
    expect(names(await search(api, 'quokka'))).toEqual([]);
    await addTea('quokka-blossom', 'Quokka Blossom');
    // The catalogue's poll notices the new version and the index is rebuilt before any search asks.
    expect(await api.catalog.refreshIfChanged()).toBe(true);
    const version = (await api.catalog.snapshot()).version;
    while (api.search.indexedVersion !== version) await new Promise((resolve) => setImmediate(resolve));
    expect(names(await search(api, 'quokka'))).toEqual(['Quokka Blossom 50g']);
    expect(names(await search(api, 'quoka'))).toEqual(['Quokka Blossom 50g']);

    await api.db.query(`DELETE FROM tea_item WHERE slug = 'quokka-blossom'`);
    api.catalog.invalidate();
    expect((await search(api, 'quokka')).total).toBe(0);
    expect(api.search.indexedVersion).toBe((await api.catalog.snapshot()).version);
  });

  it('keeps answering from the current index while the next one is built, then swaps', async () => {
    const before = await api.catalog.snapshot();
    const after = renamed(before, 'rooibos-organic', 'Quokka Rooibos');
    // One document per turn of the event loop: searches get in between the steps of the build.
    const engine = new MemorySearchEngine(async () => lexemes, 1);
    const old = await engine.search(before, ['sencha']);
    const building = engine.search(after, ['quokka']);
    expect(engine.index?.version).toBe(before.version);
    const during = await Promise.all(Array.from({ length: 20 }, () => engine.search(before, ['sencha'])));
    for (const answer of during) expect(answer).toEqual(old);
    expect(engine.index?.version).toBe(before.version);
    const found = await building;
    expect(found.matches.filter((m) => m.kind === 'product').length).toBeGreaterThan(0);
    expect(engine.index?.version).toBe(after.version);
    expect((await engine.search(after, ['sencha'])).matches).toEqual(old.matches);
  });

  it('serves a catalogue above SEARCH_INDEX_MAX_DOCUMENTS from SQL, with the same answers', async () => {
    const limit = documentCount(await api.catalog.snapshot());
    const small = await createTestApi(target, { search: { ...api.config.search, indexMaxDocuments: limit } });
    try {
      expect(await small.search.engineKind()).toBe('memory');
      const inMemory = await search(small, 'oolong taiwan');
      await small.db.query(`UPDATE tea_item SET name = 'Quokka Rooibos' WHERE slug = 'rooibos-organic'`);
      await small.db.query(
        `INSERT INTO tea_flavour (slug, name, description, colour, position)
         VALUES ('quokka', 'Quokka', 'For the tests.', '#000000', 99)`,
      );
      small.catalog.invalidate();
      // One document more than the limit: the SQL engine takes over, and the index is dropped.
      expect(await small.search.engineKind()).toBe('sql');
      expect(names(await search(small, 'quokka rooibos'))[0]).toMatch(/Rooibos/);
      expect(small.search.indexedVersion).toBeUndefined();
      const inSql = await search(small, 'oolong taiwan');
      expect(names(inSql)).toEqual(names(inMemory));
      expect((await search(small, 'senca')).didYouMean).toBe('sencha');
    } finally {
      await small.cleanup();
    }
  });
});
