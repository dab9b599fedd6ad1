import MiniSearch from 'minisearch';
import type { Snapshot } from '../../catalog/snapshot';
import type { DocumentMatch, EngineResult } from '../engine';
import type { SearchDocument } from './documents';
import { searchDocuments, vocabularyWords } from './documents';
import type { Lexemes } from './lexemes';
import { plainText } from './lexemes';
import type { QueryTerm, TermEntries } from './tsRank';
import { distinctTerms, entriesOf, tsRank } from './tsRank';
import { Vocabulary } from './trigrams';

/** What MiniSearch indexes of a document: its lexemes, already made by lexemes.ts (so no processing of its own). */
interface IndexedDocument {
  id: number;
  lexemes: string;
}

/** The documents having a term, ascending, and where the term stands in each (its entries first to end). */
interface Postings {
  ids: readonly number[];
  first: Int32Array;
  end: Int32Array;
}

const NO_POSTINGS: Postings = { ids: [], first: new Int32Array(0), end: new Int32Array(0) };

/** A shopper's word and the vocabulary word it was corrected to (null: kept as it is). */
interface CheckedWord {
  term: string;
  fix: string | null;
}

const byLexemes = (text: string): string[] => text.split(' ');

/**
 * The postings of each word asked for are kept per index: a shopper's query is a combination of words that were
 * asked for before. Strangers choose the words, so at most this many documents' worth are kept (then the memo
 * starts over).
 */
const MAX_MEMO_POSTINGS = 1_000_000;

/** The ids in any of the sorted lists, sorted. */
function union(lists: ReadonlyArray<readonly number[]>): number[] {
  const seen = new Set<number>();
  for (const list of lists) for (const id of list) seen.add(id);
  return Array.from(seen).sort(ascending);
}

function ascending(a: number, b: number): number {
  return a - b;
}

/** The ids in both sorted lists. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      out.push(a[i] as number);
      i += 1;
      j += 1;
    } else if ((a[i] as number) < (b[j] as number)) i += 1;
    else j += 1;
  }
  return out;
}

/**
 * One catalogue version's search index, immutable once built (docs/product-rules/search.md#how-search-is-served):
 * MiniSearch finds the documents of each word (the last one as a prefix), combined for every word (AND) or any
 * (OR); a vocabulary corrects the words no document has, and tsRank orders them as PostgreSQL's ts_rank does.
 */
export class SearchIndex {
  private constructor(
    readonly version: number,
    private readonly documents: readonly SearchDocument[],
    private readonly miniSearch: MiniSearch<IndexedDocument>,
    /** Every lexeme of every document, sorted: whether a word finds anything, without a search. */
    private readonly lexicon: readonly string[],
    private readonly vocabulary: Vocabulary,
    private readonly lexemes: Lexemes,
  ) {}

  /** The postings of each word already asked for, `lexeme` or `lexeme*`, and how many documents they hold. */
  private readonly memo = new Map<string, Postings>();
  private memoPostings = 0;

  /** Builds the index of a snapshot in chunks of documents, leaving the event loop to other requests in between. */
  static async build(snapshot: Snapshot, lexemes: Lexemes, chunk = 500): Promise<SearchIndex> {
    const documents: SearchDocument[] = [];
    for await (const document of searchDocuments(snapshot, lexemes, chunk)) documents.push(document);
    const miniSearch = new MiniSearch<IndexedDocument>({
      fields: ['lexemes'],
      tokenize: byLexemes,
      processTerm: (term) => term,
      searchOptions: { tokenize: byLexemes, processTerm: (term) => term },
    });
    await miniSearch.addAllAsync(
      documents.map((d, id) => ({ id, lexemes: d.lexemes.join(' ') })),
      { chunkSize: chunk },
    );
    const lexicon = [...new Set(documents.flatMap((d) => d.lexemes))].sort();
    return new SearchIndex(
      snapshot.version,
      documents,
      miniSearch,
      lexicon,
      new Vocabulary(vocabularyWords(snapshot)),
      lexemes,
    );
  }

  get size(): number {
    return this.documents.length;
  }

  /** Whether any document has the lexeme (or, as a prefix, a lexeme beginning with it). */
  private finds({ lexeme, prefix }: QueryTerm): boolean {
    let low = 0;
    let high = this.lexicon.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.lexicon[middle] as string) < lexeme) low = middle + 1;
      else high = middle;
    }
    const found = this.lexicon[low];
    return found !== undefined && (prefix ? found.startsWith(lexeme) : found === lexeme);
  }

  /** Each word, or the vocabulary's closest word when no document has it (stop words are left alone). */
  private check(word: string, prefix: boolean): CheckedWord {
    const lexeme = this.lexemes.of(plainText(word));
    if (lexeme === null || this.finds({ lexeme, prefix })) return { term: word, fix: null };
    return { term: word, fix: this.vocabulary.closest(word) };
  }

  /** The documents having the term (MiniSearch's answer, once per term and index) and its entries in each. */
  private postingsOf(term: QueryTerm): Postings {
    if (!this.finds(term)) return NO_POSTINGS;
    const key = term.prefix ? `${term.lexeme}*` : term.lexeme;
    const known = this.memo.get(key);
    if (known) return known;
    const ids = this.miniSearch
      .search(term.lexeme, { prefix: term.prefix })
      .map((result) => result.id as number)
      .sort(ascending);
    const postings: Postings = { ids, first: new Int32Array(ids.length), end: new Int32Array(ids.length) };
    ids.forEach((id, i) => {
      const document = this.documents[id];
      if (document) [postings.first[i], postings.end[i]] = entriesOf(document, term);
    });
    if (this.memoPostings + ids.length > MAX_MEMO_POSTINGS) {
      this.memo.clear();
      this.memoPostings = 0;
    }
    this.memo.set(key, postings);
    this.memoPostings += ids.length;
    return postings;
  }

  /** The documents having every term (AND) or any (OR), in document order, each with its ts_rank. */
  private matching(terms: readonly QueryTerm[], every: boolean): DocumentMatch[] {
    const lists: Array<readonly number[]> = [];
    for (const term of terms) lists.push(this.postingsOf(term).ids);
    const ids = every ? lists.reduce(intersect) : union(lists);
    // Ranks count each lexeme once; the documents walk every term's postings in step (both ascending).
    const distinct = distinctTerms(terms).map((term) => this.postingsOf(term));
    const cursors = new Int32Array(distinct.length);
    const entries: TermEntries = {
      first: new Int32Array(distinct.length),
      end: new Int32Array(distinct.length),
    };
    const matches: DocumentMatch[] = [];
    for (const id of ids) {
      const document = this.documents[id];
      if (!document) continue;
      for (let i = 0; i < distinct.length; i += 1) {
        const postings = distinct[i] as Postings;
        let c = cursors[i] as number;
        while (c < postings.ids.length && (postings.ids[c] as number) < id) c += 1;
        cursors[i] = c;
        const here = postings.ids[c] === id;
        entries.first[i] = here ? (postings.first[c] as number) : 0;
        entries.end[i] = here ? (postings.end[c] as number) : 0;
      }
      matches.push({ kind: document.kind, id: document.id, rank: tsRank(document, entries, every) });
    }
    return matches;
  }

  /** The SQL engine's three steps (sqlEngine.ts), in memory and in the same order. */
  search(words: readonly string[]): EngineResult {
    if (words.length === 0) return { terms: [], corrected: false, matches: [] };
    const last = words.length - 1;
    const checked = words.map((word, i) => this.check(word, i === last));
    const terms = checked.map((c) => c.fix ?? c.term);
    const query = terms.flatMap((term, i): QueryTerm[] => {
      const lexeme = this.lexemes.of(plainText(term));
      return lexeme === null ? [] : [{ lexeme, prefix: i === last }];
    });
    const corrected = checked.some((c) => c.fix !== null && c.fix !== c.term);
    if (query.length === 0) return { terms, corrected, matches: [] };
    const every = this.matching(query, true);
    const anyWord =
      words.length > 1 && !every.some((m) => m.kind === 'product') ? this.matching(query, false) : [];
    return { terms, corrected, matches: [...every, ...anyWord] };
  }
}
