import stem from 'wink-porter2-stemmer';
import type { Queryable } from '../../db/database';

/**
 * Words as the `sencha_search` text search configuration of migration 006_search makes lexemes of them
 * (docs/product-rules/search.md#how-search-is-served): accents removed (unaccent), English stop words dropped and
 * the rest stemmed by Snowball English (english_stem); words with digits are kept as they are (the simple
 * dictionary). The in-memory index must turn a shopper's word into the same lexeme as PostgreSQL does, or the
 * two engines would find different teas.
 */

/** PostgreSQL's tsearch_data/english.stop, the stop words of english_stem. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** Letters unaccent rewrites that Unicode decomposition leaves alone. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case without accents: 'Crème' and 'creme' are one word (unaccent, then lower case). */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LIGATURES[letter] ?? letter);
}

/**
 * Snowball's English stemmer changed in step 1b between the versions PostgreSQL ships: PostgreSQL 15 stems as the
 * library does (Porter2), PGlite's newer PostgreSQL as Snowball 2, which gives a stem left as a lone vowel no 'e'
 * ('aing' -> 'a', where 'eed' and 'ied' keep their own rules) and does not undouble 'a', 'e' or 'o' plus a double
 * consonant ('added' -> 'add', 'egged' -> 'egg', while 'upped' -> 'up' still is). stemmingOf asks the database.
 */
const STEP_1B =
  /^(?:([aou])(?:ed|edly|ing|ingly)|(e)(?:ing|ingly)|(i)(?:edly|ing|ingly)|([aeo](?:bb|dd|ff|gg|mm|nn|pp|rr|tt))(?:ed|edly|ing|ingly))$/;

/** Which Snowball English the database's english_stem is: 'porter2' (PostgreSQL 15 and before) or 'snowball2'. */
export type Stemming = 'porter2' | 'snowball2';

/** The database's english_stem, found by the one word the two versions stem apart most plainly. */
export async function stemmingOf(db: Queryable): Promise<Stemming> {
  const [row] = await db.query<{ lexemes: string[] | null }>(
    `SELECT ts_lexize('english_stem', 'added') AS lexemes`,
  );
  return row?.lexemes?.[0] === 'add' ? 'snowball2' : 'porter2';
}

/** Lexemes as the database's `sencha_search` configuration makes them. */
export class Lexemes {
  constructor(private readonly stemming: Stemming) {}

  private stem(word: string): string {
    const short = this.stemming === 'snowball2' ? STEP_1B.exec(word) : null;
    return short ? (short.slice(1).find((group) => group !== undefined) ?? word) : stem(word);
  }

  /** A plain word's lexeme, or null for a stop word. Words with a digit are not stemmed (numword, uint). */
  of(word: string): string | null {
    if (/\d/.test(word)) return word;
    if (STOP_WORDS.has(word)) return null;
    return this.stem(word);
  }

  /**
   * The lexemes of a text in the order to_tsvector numbers them: one entry per position, null where a stop
   * word takes a position but leaves no lexeme. A hyphenated word takes a position for the whole and one per part.
   */
  positioned(text: string): Array<string | null> {
    const out: Array<string | null> = [];
    for (const [token] of plainText(text.replace(MARKUP, ' ')).matchAll(TOKEN)) {
      if (/^[\d.-]+$/.test(token) || /[./]/.test(token)) out.push(token);
      else if (token.includes('-')) {
        out.push(this.stem(token));
        for (const part of token.split('-')) out.push(this.of(part));
      } else out.push(this.of(token));
    }
    return out;
  }
}

/** What PostgreSQL's default text search parser would make one token of (beyond plain words). */
const TOKEN = new RegExp(
  [
    // file paths: '/refunds-policy'
    '/[\\p{L}\\d][\\p{L}\\d._-]*(?:/[\\p{L}\\d._-]+)*',
    // float and version numbers: '1.5', '2.0.1'
    '\\d+(?:\\.\\d+)+',
    // host and file names: 'e.g', 'www.example.com'
    '\\p{L}[\\p{L}\\d]*(?:\\.\\p{L}[\\p{L}\\d]*)+',
    // hyphenated words: 'hand-rolled' (the whole, then each part)
    '[\\p{L}\\d]+(?:-\\p{L}[\\p{L}\\d]*)+',
    // a signed integer after a word or a number: the '-30' of '25-30'
    '-\\d+',
    '[\\p{L}\\d]+',
  ].join('|'),
  'gu',
);

/** HTML tags and entities: the parser skips them (tag, entity), they take no position. */
const MARKUP = /<\/?[a-z][^<>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/giu;
