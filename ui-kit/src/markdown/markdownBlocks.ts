/**
 * A markdown text cut into top-level blocks that render the same one by one as together, so the renderer can
 * make each its own component and React can yield between them (docs/architecture.md#deferred-code). Cut only
 * at a blank line outside a fenced code block; never before or after an indented line (a list item's next
 * paragraph, indented code: micromark reads `3) x` after indented code as a paragraph) or before a list item
 * that follows a list (one loose list, numbered on). A text with anything like a link reference or footnote
 * definition (`]:`, which reaches across blocks, also from inside a quote or a list) or any HTML (a comment or
 * `<pre>` may hold blank lines) stays whole: merging is always safe, cutting is not.
 */
const KEEP_WHOLE = /\]:|</;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const INDENTED = /^[ \t]/;

export function markdownBlocks(markdown: string): string[] {
  if (KEEP_WHOLE.test(markdown)) return [markdown];
  const blocks: string[][] = [];
  let block: string[] = [];
  let blankBefore = false;
  let fence: string | undefined;
  let inList = false;
  let afterIndented = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (fence !== undefined) {
      block.push(line);
      const close = FENCE.exec(line);
      if (close && close[1]!.startsWith(fence) && !line.slice(close[0].length).trim()) fence = undefined;
      continue;
    }
    if (!line.trim()) {
      if (block.length) {
        blankBefore = true;
        block.push(line);
      }
      continue;
    }
    const listItem = LIST_ITEM.test(line);
    const indented = INDENTED.test(line);
    if (blankBefore && !(indented || afterIndented || (listItem && inList))) {
      blocks.push(block);
      block = [];
      inList = listItem;
    } else if (listItem) inList = true;
    blankBefore = false;
    afterIndented = indented;
    block.push(line);
    const open = FENCE.exec(line);
    if (open) fence = open[1];
  }
  if (block.length) blocks.push(block);
  return blocks.map((lines) => lines.join('\n').trimEnd());
}
