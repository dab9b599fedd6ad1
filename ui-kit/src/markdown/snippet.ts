/** Markdown reduced to one line of text: enough for a search snippet or structured data, no formatting characters. */
export function markdownSnippet(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
