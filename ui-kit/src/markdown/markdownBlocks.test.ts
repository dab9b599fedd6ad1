import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownBlocks } from './markdownBlocks';

const html = (markdown: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { skipHtml: true, remarkPlugins: [remarkGfm] }, markdown))
    // react-markdown puts a line break between blocks; the browser shows none.
    .replace(/>\s+</g, '><')
    .trim();

/** What the renderer shows: each block rendered on its own, one after another. */
const blockByBlock = (markdown: string) => markdownBlocks(markdown).map(html).join('');

/** Fixture: block kinds as a tea description or a page of the shop writes them, and the awkward ones. */
const PIECES = [
  'A smooth **sencha** from _Shizuoka_, with a [story](/about).',
  'Two lines\nof one paragraph.',
  '# Tab: Brewing Instructions',
  '## Origin ##',
  'Setext heading\n---',
  '| Water | Leaf | Steep |\n| --- | --- | --- |\n| 70°C | 4 g per 200 ml | 1 minute |',
  '- Rinse with hot water\n- Dry completely',
  '- one item',
  '* star item',
  '1. Warm the pot\n2. Add the leaf',
  '3) third',
  '- item with a second paragraph\n\n  indented paragraph of the same item',
  '- outer\n  - nested\n  - nested two',
  '> A quote\n> on two lines',
  '> another quote',
  '```\ncode\n\nwith a blank line\n```',
  '~~~~ts\nconst a = 1;\n\n~~~\nstill code\n~~~~',
  '    indented code',
  '***',
  '* * *',
  'A paragraph with a footnote-looking [^1] mark.',
  'Plain text after ~~strike~~ and `code`.',
  'See [the leaf][a] and a note[^1].',
  '> [a]: /frequently-asked-questions',
  '- [^1]: Picked in the first flush.',
  '<!-- a comment -->',
];

/** A small deterministic generator (mulberry32), so a failing document can be reproduced. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('markdownBlocks', () => {
  it('cuts at blank lines between top-level blocks', () => {
    expect(markdownBlocks('# Title\n\nFirst paragraph.\n\n- a\n- b\n\nLast.')).toEqual([
      '# Title',
      'First paragraph.',
      '- a\n- b',
      'Last.',
    ]);
  });

  it('keeps a loose list, an item’s indented paragraph and a fenced block with blank lines whole', () => {
    expect(markdownBlocks('1. a\n\n2. b\n\nAfter.')).toEqual(['1. a\n\n2. b', 'After.']);
    expect(markdownBlocks('- a\n\n  more of a\n\nAfter.')).toEqual(['- a\n\n  more of a\n\nAfter.']);
    expect(markdownBlocks('Before.\n\n```\nx\n\ny\n```\n\nAfter.')).toEqual([
      'Before.',
      '```\nx\n\ny\n```',
      'After.',
    ]);
  });

  it('keeps a text with reference definitions or HTML whole', () => {
    const references = 'See [the FAQ][faq].\n\nMore.\n\n[faq]: /frequently-asked-questions';
    expect(markdownBlocks(references)).toEqual([references]);
    const comment = 'Before.\n\n<!--\n\nhidden\n\n-->\n\nAfter.';
    expect(markdownBlocks(comment)).toEqual([comment]);
    // A definition in a quote or a list item, before or after its use, reaches the whole text too.
    const quoted = 'See [a].\n\n> [a]: /x';
    expect(markdownBlocks(quoted)).toEqual([quoted]);
  });

  it('renders every cut the same as the whole text: the pieces two by two', () => {
    for (const first of PIECES)
      for (const second of PIECES)
        for (const gap of ['\n\n', '\n\n\n'])
          expect([first, second, blockByBlock(first + gap + second)]).toEqual([
            first,
            second,
            html(first + gap + second),
          ]);
  });

  it('renders every cut the same as the whole text: 300 generated documents', () => {
    const next = random(17);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    let cut = 0;
    for (let n = 0; n < 300; n += 1) {
      const count = 2 + Math.floor(next() * 6);
      const document = Array.from({ length: count }, () => pick(PIECES))
        .map((piece, index) => (index === 0 ? piece : pick(['\n\n', '\n\n', '\n\n\n', '\n']) + piece))
        .join('');
      expect([document, blockByBlock(document)]).toEqual([document, html(document)]);
      if (markdownBlocks(document).length > 1) cut += 1;
    }
    // Many of them are cut (those with a definition or HTML stay whole), or the comparison would prove little.
    expect(cut).toBeGreaterThan(100);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(markdownBlocks('')).toEqual([]);
    expect(markdownBlocks('\n \n')).toEqual([]);
  });
});
