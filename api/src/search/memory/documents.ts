import type { Snapshot } from '../../catalog/snapshot';
import type { DocumentKind } from '../engine';
import type { Lexemes } from './lexemes';
import { plainText } from './lexemes';
import { anyWordScore } from './tsRank';

/**
 * The search documents of migration 006_search's refresh_search_index, built from the catalogue snapshot instead
 * of the database (docs/product-rules/search.md#how-search-is-served): one per product (weights A names, B type,
 * region, country and flavours, C form, D description) and one per type, region and flavour (the suggestions).
 */

/** Weight classes as tsvector stores them: D 0, C 1, B 2, A 3. */
type Weight = 0 | 1 | 2 | 3;
const A: Weight = 3;
const B: Weight = 2;
const C: Weight = 1;
const D: Weight = 0;
/** tsvector positions stop at 16383 (MAXENTRYPOS - 1). */
const MAX_POSITION = 16383;

/** A tsvector: its lexemes in byte order, each with its positions (position * 4 + weight class), ascending. */
export interface WeightedVector {
  lexemes: string[];
  positions: number[][];
  /** Each lexeme's share of ts_rank for a query of any word, computed once (tsRank.ts). */
  anyWordScores: number[];
}

export interface SearchDocument extends WeightedVector {
  kind: DocumentKind;
  id: number;
}

/** setweight(to_tsvector(...), w) || ...: each text's positions continue after the highest one so far. */
function weightedVector(lexemes: Lexemes, parts: ReadonlyArray<readonly [string, Weight]>): WeightedVector {
  const entries = new Map<string, number[]>();
  let shift = 0;
  for (const [text, weight] of parts) {
    let highest = shift;
    lexemes.positioned(text).forEach((lexeme, index) => {
      if (lexeme === null) return;
      const position = Math.min(shift + index + 1, MAX_POSITION);
      highest = Math.max(highest, position);
      const list = entries.get(lexeme);
      if (list) list.push(position * 4 + weight);
      else entries.set(lexeme, [position * 4 + weight]);
    });
    shift = highest;
  }
  const sorted = [...entries.keys()].sort();
  const positions = sorted.map((lexeme) => entries.get(lexeme) ?? []);
  return { lexemes: sorted, positions, anyWordScores: positions.map(anyWordScore) };
}

const byId = <T extends { id: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

/** How many documents the snapshot makes, before building any (SEARCH_INDEX_MAX_DOCUMENTS compares this). */
export function documentCount(s: Snapshot): number {
  return s.products.length + s.types.length + s.regions.length + s.flavours.length;
}

/**
 * Every document, products first then types, regions and flavours, each by id (the order the database stores
 * and scans them in, so ties come out in the same order). Yields between products so that a large catalogue's
 * build leaves the event loop to the searches still served by the previous index.
 */
export async function* searchDocuments(
  s: Snapshot,
  lexemes: Lexemes,
  chunk = 500,
): AsyncGenerator<SearchDocument> {
  // The migration's string_agg has no ORDER BY: the database joins the flavours in their table's order.
  const flavourNames = byId(s.flavours);
  let count = 0;
  for (const product of byId(s.products)) {
    const item = s.itemsById.get(product.tea_item_id);
    const type = item && s.typesById.get(item.tea_type_id);
    if (!item || !type) continue;
    const region = item.tea_region_id === null ? undefined : s.regionsById.get(item.tea_region_id);
    const linked = new Set(s.flavourIdsByItem.get(item.id));
    const flavours = flavourNames.filter((f) => linked.has(f.id)).map((f) => f.name);
    const facets = [
      type.name,
      region?.name,
      region?.country,
      flavours.length ? flavours.join(' ') : undefined,
    ];
    yield {
      kind: 'product',
      id: product.id,
      ...weightedVector(lexemes, [
        [`${item.name} ${product.name}`, A],
        [facets.filter((part) => part !== undefined).join(' '), B],
        [item.form.replace(/-/g, ' '), C],
        [item.description, D],
      ]),
    };
    count += 1;
    if (count % chunk === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  for (const type of byId(s.types))
    yield { kind: 'type', id: type.id, ...weightedVector(lexemes, [[type.name, A]]) };
  for (const region of byId(s.regions))
    yield {
      kind: 'region',
      id: region.id,
      ...weightedVector(lexemes, [
        [region.name, A],
        [region.country, B],
      ]),
    };
  for (const flavour of byId(s.flavours))
    yield { kind: 'flavour', id: flavour.id, ...weightedVector(lexemes, [[flavour.name, A]]) };
}

/** The words typo correction may answer with: every word of 3 or more characters, not only digits, of the texts. */
export function vocabularyWords(s: Snapshot): Set<string> {
  const texts = [
    ...s.items.map((i) => `${i.name} ${i.description}`),
    ...s.products.map((p) => p.name),
    ...s.types.map((t) => t.name),
    ...s.regions.map((r) => `${r.name} ${r.country}`),
    ...s.flavours.map((f) => f.name),
  ];
  const words = new Set<string>();
  for (const text of texts)
    for (const word of plainText(text).split(/[^a-z0-9]+/))
      if (word.length >= 3 && !/^[0-9]+$/.test(word)) words.add(word);
  return words;
}
