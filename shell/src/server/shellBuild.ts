/** The addresses of an index.html's scripts and stylesheets. */
const ASSET = /\b(?:src|href)="?(\/?[^"\s>]*\.(?:js|css)(?:\?[^"\s>]*)?)/g;

/**
 * Which shell build an index.html is: its scripts' and stylesheets' addresses, which every build names anew (its
 * placeholders, filled by whoever serves it, play no part). Empty for a document that names none.
 */
export const shellBuildOf = (html: string): string =>
  [...html.matchAll(ASSET)]
    .map((found) => found[1] ?? '')
    .sort()
    .join(' ');
