/** Lower case, markdown's emphasis and code marks dropped, runs of space and punctuation as one space. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[*_`~]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A leading label such as 'Tasting notes:' (at most three words before a colon). */
const LABEL = /^\s*[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+){0,2}\s*:\s*/u;

/**
 * Whether an image's caption only repeats what the text beside it says: the caption, without a leading label,
 * is found word for word in the markdown. The seed's flavour graphic is captioned 'Tasting notes: {the tab's
 * tasting sentence}', so the Flavour Profile tab said that sentence twice in text.
 */
export function captionRepeats(caption: string, markdown: string): boolean {
  const words = plain(caption.replace(LABEL, ''));
  return words !== '' && ` ${plain(markdown)} `.includes(` ${words} `);
}
