/** A named block of the description markdown (Brief, Description, Info Block or any other plain heading). */
export interface DescriptionBlock {
  name: string;
  markdown: string;
}

export interface DescriptionSection {
  title: string;
  markdown: string;
}

export interface SplitDescription {
  /** Keyed by heading text; 'Description' also collects any text that comes before the first heading. */
  blocks: DescriptionBlock[];
  tabs: DescriptionSection[];
  accordions: DescriptionSection[];
}

const TAB_PREFIX = 'Tab:';
const ACCORDION_PREFIX = 'Accordion:';
export const DESCRIPTION_BLOCK = 'Description';

// Only level-1 ATX headings split; '##' and deeper stay inside their section as ordinary markdown.
const HEADING = /^# +(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

interface RawSection {
  heading: string | null;
  lines: string[];
}

function sections(markdown: string): RawSection[] {
  const out: RawSection[] = [{ heading: null, lines: [] }];
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (match?.[1]) out.push({ heading: match[1].trim(), lines: [] });
    else (out[out.length - 1] as RawSection).lines.push(line);
  }
  return out;
}

function stripPrefix(heading: string, prefix: string): string | null {
  return heading.toLowerCase().startsWith(prefix.toLowerCase()) ? heading.slice(prefix.length).trim() : null;
}

/**
 * Splits a tea description by its convention (docs/product-rules/catalogue.md#description-markdown): level-1 headings
 * split the content; 'Tab: X' becomes tab X, 'Accordion: X' accordion X, any other heading a named block.
 * Text before any heading belongs to the Description block. Empty sections are dropped, so a stray heading
 * never renders an empty box.
 */
export function splitDescription(markdown: string | null | undefined): SplitDescription {
  const result: SplitDescription = { blocks: [], tabs: [], accordions: [] };
  const blocks = new Map<string, string[]>();
  const addBlock = (name: string, body: string) => {
    const existing = blocks.get(name);
    if (existing) existing.push(body);
    else blocks.set(name, [body]);
  };

  for (const section of sections(markdown ?? '')) {
    const body = section.lines.join('\n').trim();
    if (section.heading === null) {
      if (body) addBlock(DESCRIPTION_BLOCK, body);
      continue;
    }
    const tab = stripPrefix(section.heading, TAB_PREFIX);
    const accordion = tab === null ? stripPrefix(section.heading, ACCORDION_PREFIX) : null;
    if (tab) {
      if (body) result.tabs.push({ title: tab, markdown: body });
    } else if (accordion) {
      if (body) result.accordions.push({ title: accordion, markdown: body });
    } else if (body) {
      addBlock(section.heading, body);
    }
  }
  result.blocks = [...blocks].map(([name, parts]) => ({ name, markdown: parts.join('\n\n') }));
  return result;
}

/** The markdown of a named block, or null when the description has none. */
export function blockMarkdown(split: SplitDescription, name: string): string | null {
  const wanted = name.toLowerCase();
  return split.blocks.find((block) => block.name.toLowerCase() === wanted)?.markdown ?? null;
}
