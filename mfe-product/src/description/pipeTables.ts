const SEPARATOR = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const isRow = (line: string | undefined): line is string => line !== undefined && line.trim().startsWith('|');

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The shared Markdown renders CommonMark only, so a GFM pipe table (the brewing table in every tea description)
 * would show as raw pipes. Each data row becomes '**Header:** value' lines, which reads well for the short
 * tables descriptions use. Drop this once the shared Markdown understands GFM tables.
 */
export function pipeTablesToLists(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const header = lines[index];
    const separator = lines[index + 1];
    if (!isRow(header) || separator === undefined || !SEPARATOR.test(separator)) {
      out.push(header ?? '');
      continue;
    }
    const titles = cells(header);
    index += 2;
    const rows: string[] = [];
    while (isRow(lines[index])) {
      const values = cells(lines[index] as string);
      rows.push(titles.map((title, column) => `**${title}:** ${values[column] ?? ''}`).join('  \n'));
      index += 1;
    }
    index -= 1;
    out.push(rows.join('\n\n'));
  }
  return out.join('\n');
}
