/**
 * Markdown read as plain blocks, without parsing it: what `Markdown` shows until the renderer has loaded. Each
 * block becomes the element the renderer will make of it (paragraph, heading, list, table), so the page does not shift
 * when the rendered markdown replaces it (docs/architecture.md#deferred-code).
 */
export type PlainBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Inline marks removed: emphasis, code ticks, table bars, images; a link keeps its text. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*{1,3}|_{1,3}|`+|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/^\s*>\s?/, '')
    .trim();
}

/** The cells of a table row (`| a | b |`). */
const cellsOf = (row: string): string[] =>
  row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(plainInline);

function blockOf(lines: string[]): PlainBlock[] {
  const first = lines[0] ?? '';
  const heading = HEADING.exec(first);
  if (heading && lines.length === 1)
    return [
      { kind: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, text: plainInline(heading[2]!) },
    ];
  const items = lines.map((line) => LIST_ITEM.exec(line));
  if (items.every(Boolean))
    return [
      {
        kind: 'list',
        ordered: items[0]![2] !== undefined,
        items: items.map((item) => plainInline(item![3]!)),
      },
    ];
  if (lines.length >= 2 && TABLE_RULE.test(lines[1]!))
    return [{ kind: 'table', header: cellsOf(first), rows: lines.slice(2).map(cellsOf) }];
  // A paragraph's lines are one flow of text, as the renderer makes of them.
  const text = lines.map(plainInline).filter(Boolean).join(' ');
  return text ? [{ kind: 'paragraph', text }] : [];
}

/** The blocks of a markdown text: separated by blank lines; a heading line is a block of its own. */
export function plainBlocks(markdown: string): PlainBlock[] {
  const blocks: PlainBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push(...blockOf(lines));
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (!line.trim()) flush();
    else if (HEADING.test(line)) {
      flush();
      lines.push(line);
      flush();
    } else lines.push(line);
  }
  flush();
  return blocks;
}
