import type { WeightedVector } from './documents';

/**
 * PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c, no normalisation), so that the in-memory engine orders
 * teas exactly as the SQL engine does (docs/product-rules/search.md#how-search-is-served). ts_rank computes in
 * float4: Math.fround rounds where C stores a float, so equal ranks stay equal and near-equal ones keep their order.
 */

/** The SQL engine's weights {D, C, B A}: names far above type, region and flavour, those far above descriptions. */
const WEIGHTS = [0.05, 0.2, 0.4, 1.0].map(Math.fround);
const f = Math.fround;

export interface QueryTerm {
  lexeme: string;
  /** The last word of a query: it matches every lexeme it begins. */
  prefix: boolean;
}

const weightOf = (position: number): number => WEIGHTS[position & 3] ?? 0;
const positionOf = (position: number): number => position >> 2;

/** The first index of the vector's lexemes the term matches, and the index after the last (find_wordentry). */
export function entriesOf({ lexemes }: WeightedVector, term: QueryTerm): [number, number] {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lexemes[middle] as string) < term.lexeme) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < lexemes.length) {
    const lexeme = lexemes[end] as string;
    if (term.prefix ? !lexeme.startsWith(term.lexeme) : lexeme !== term.lexeme) break;
    end += 1;
  }
  return [low, end];
}

/**
 * Where each of the query's distinct terms stands in one document: entries first[i] up to end[i] (first[i] ===
 * end[i] when the document lacks the term). The index works them out once per term (searchIndex.ts).
 */
export interface TermEntries {
  first: Int32Array;
  end: Int32Array;
}

/**
 * The query's distinct lexemes in byte order (SortAndUniqItems). A lexeme twice, a plain word and the last word
 * as a prefix, counts once, as the last word: the tsquery lists its operands right to left.
 */
export function distinctTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  const byLexeme = new Map<string, QueryTerm>();
  for (const term of terms) byLexeme.set(term.lexeme, term);
  return [...byLexeme.values()].sort((a, b) => (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0));
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * What one lexeme of a document adds to calc_rank_or: its best weight plus its further occurrences, fading. It
 * depends on the document alone, so documents.ts computes it once per lexeme when the index is built.
 */
export function anyWordScore(positions: readonly number[]): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < positions.length; j += 1) {
    const weight = weightOf(positions[j] as number);
    resj = f(resj + f(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** calc_rank_or: the scores of the lexemes the terms match, in order, averaged over the terms. */
function rankAny(vector: WeightedVector, entries: TermEntries): number {
  const size = entries.first.length;
  let res = 0;
  for (let i = 0; i < size; i += 1)
    for (let e = entries.first[i] as number; e < (entries.end[i] as number); e += 1)
      res = f(res + (vector.anyWordScores[e] as number));
  return size > 0 ? f(res / size) : res;
}

/** calc_rank_and: how close together the terms occur, pair by pair, weighted. */
function rankEvery(vector: WeightedVector, entries: TermEntries): number {
  let res = -1;
  const last: Array<number[] | undefined> = [];
  for (let i = 0; i < entries.first.length; i += 1) {
    for (let e = entries.first[i] as number; e < (entries.end[i] as number); e += 1) {
      const entry = vector.positions[e] as number[];
      last[i] = entry;
      for (let k = 0; k < i; k += 1) {
        const other = last[k];
        if (!other) continue;
        for (const a of entry)
          for (const b of other) {
            const distance = Math.abs(positionOf(a) - positionOf(b));
            if (distance === 0) continue;
            const curw = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(distance))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
      }
    }
  }
  return res;
}

/**
 * ts_rank(weights, document, query): `every` for the query of every word (AND), else the query of any word (OR),
 * given where the query's distinctTerms stand in the document. A query of one distinct lexeme ranks as an OR
 * query; a rank below zero is 1e-20, as in PostgreSQL.
 */
export function tsRank(vector: WeightedVector, entries: TermEntries, every: boolean): number {
  const res = every && entries.first.length >= 2 ? rankEvery(vector, entries) : rankAny(vector, entries);
  return res < 0 ? f(1e-20) : res;
}
