/**
 * pg_trgm's similarity, for the typo correction the SQL engine does with `word % term` ordered by similarity
 * (docs/product-rules/search.md#search): a shopper's word the catalogue does not know is replaced by the most
 * similar word of the catalogue's vocabulary at similarity 0.3 or more (pg_trgm.similarity_threshold), ties going
 * to the first word in alphabetical order.
 */

/** pg_trgm.similarity_threshold's default: `%` holds at this similarity or more. */
const THRESHOLD = 0.3;

/** The trigrams of one word as pg_trgm makes them: padded with two spaces before and one after, each once. */
export function trigramsOf(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) found.add(chars.slice(i, i + 3).join(''));
  return [...found];
}

/** Shared trigrams over all distinct ones, rounded as pg_trgm's float4 arithmetic rounds it. */
function similarity(shared: number, sizeA: number, sizeB: number): number {
  return Math.fround(shared / (sizeA + sizeB - shared));
}

/** The catalogue's words and, for each trigram, the words that have it (pg_trgm's GIN index, in memory). */
export class Vocabulary {
  private readonly words: string[];
  private readonly sizes: Int32Array;
  private readonly wordsByTrigram = new Map<string, number[]>();
  /** Shared-trigram counts per word, reused by every lookup (one at a time: lookups never await). */
  private readonly counts: Int32Array;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
    this.sizes = new Int32Array(this.words.length);
    this.counts = new Int32Array(this.words.length);
    this.words.forEach((word, index) => {
      const trigrams = trigramsOf(word);
      this.sizes[index] = trigrams.length;
      for (const trigram of trigrams) {
        const list = this.wordsByTrigram.get(trigram);
        if (list) list.push(index);
        else this.wordsByTrigram.set(trigram, [index]);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  /** The most similar word at the threshold or above (the first alphabetically among equals), else null. */
  closest(term: string): string | null {
    const trigrams = trigramsOf(term);
    const touched: number[] = [];
    for (const trigram of trigrams)
      for (const index of this.wordsByTrigram.get(trigram) ?? []) {
        if (this.counts[index] === 0) touched.push(index);
        this.counts[index] = (this.counts[index] ?? 0) + 1;
      }
    let best = -1;
    let bestSimilarity = THRESHOLD;
    for (const index of touched) {
      const value = similarity(this.counts[index] ?? 0, trigrams.length, this.sizes[index] ?? 0);
      this.counts[index] = 0;
      if (value > bestSimilarity || (value === bestSimilarity && (best < 0 || index < best))) {
        best = index;
        bestSimilarity = value;
      }
    }
    return best < 0 ? null : (this.words[best] ?? null);
  }
}
