export interface Truncation {
  text: string;
  truncated: boolean;
}

/** The truncated-text helper keeps 35 words (docs/product-rules/messages-and-limits.md#limits). */
export const DEFAULT_TRUNCATE_WORDS = 35;
/** Item and flavour page descriptions keep 35 characters (docs/product-rules/messages-and-limits.md#limits). */
export const DEFAULT_TRUNCATE_CHARS = 35;

/**
 * Keeps the first `words` words and appends '...'. It cuts the original string rather than re-joining words,
 * so markdown line breaks and emphasis inside the kept part survive.
 */
export function truncateWords(text: string, words: number = DEFAULT_TRUNCATE_WORDS): Truncation {
  const limit = Math.max(0, Math.floor(words));
  const pattern = /\S+/g;
  let end = 0;
  let count = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    count += 1;
    if (count > limit) return { text: `${text.slice(0, end).trimEnd()}...`, truncated: true };
    end = match.index + match[0].length;
  }
  return { text, truncated: false };
}

/** Cuts at `chars` characters (code points, so an emoji is never split) and appends '...' when cut. */
export function truncateChars(text: string, chars: number = DEFAULT_TRUNCATE_CHARS): string {
  const limit = Math.max(0, Math.floor(chars));
  const codePoints = Array.from(text);
  if (codePoints.length <= limit) return text;
  return `${codePoints.slice(0, limit).join('').trimEnd()}...`;
}
