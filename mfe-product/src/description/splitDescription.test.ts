import { blockMarkdown, splitDescription } from './splitDescription';

describe('splitDescription', () => {
  it('puts text with no heading under Description', () => {
    expect(splitDescription('Just a cup of tea.\n\nSecond paragraph.')).toEqual({
      blocks: [{ name: 'Description', markdown: 'Just a cup of tea.\n\nSecond paragraph.' }],
      tabs: [],
      accordions: [],
    });
  });

  it('splits named blocks, tabs and accordions by level-1 headings', () => {
    const split = splitDescription(
      [
        '# Brief',
        'Short.',
        '# Description',
        'Long story.',
        '# Info Block',
        '**Origin:** Uji',
        '# Tab: Brewing Instructions',
        '| a | b |',
        '# Tab: Flavour Profile',
        'Sweet.',
        '# Accordion: Storage',
        'Keep dry.',
        '# Accordion: Shipping & Returns',
        'Fast.',
      ].join('\n'),
    );
    expect(split.blocks).toEqual([
      { name: 'Brief', markdown: 'Short.' },
      { name: 'Description', markdown: 'Long story.' },
      { name: 'Info Block', markdown: '**Origin:** Uji' },
    ]);
    expect(split.tabs).toEqual([
      { title: 'Brewing Instructions', markdown: '| a | b |' },
      { title: 'Flavour Profile', markdown: 'Sweet.' },
    ]);
    expect(split.accordions).toEqual([
      { title: 'Storage', markdown: 'Keep dry.' },
      { title: 'Shipping & Returns', markdown: 'Fast.' },
    ]);
  });

  it('adds leading text to the Description block and keeps other headings as named blocks', () => {
    const split = splitDescription('Intro line.\n\n# Description\nMore.\n\n# Awards\nGold, 2024.');
    expect(blockMarkdown(split, 'Description')).toBe('Intro line.\n\nMore.');
    expect(blockMarkdown(split, 'awards')).toBe('Gold, 2024.');
    expect(blockMarkdown(split, 'Brief')).toBeNull();
  });

  it('leaves level-2 headings and headings inside code fences in their section', () => {
    const split = splitDescription('# Tab: Care\n## Daily\nRinse.\n```\n# not a heading\n```');
    expect(split.tabs).toEqual([{ title: 'Care', markdown: '## Daily\nRinse.\n```\n# not a heading\n```' }]);
    expect(split.blocks).toEqual([]);
  });

  it('drops empty sections and copes with no description at all', () => {
    expect(splitDescription('# Tab: Empty\n\n# Accordion: Empty\n# Brief\n')).toEqual({
      blocks: [],
      tabs: [],
      accordions: [],
    });
    expect(splitDescription(null)).toEqual({ blocks: [], tabs: [], accordions: [] });
  });

  it('reads Windows line endings and prefixes in any case', () => {
    const split = splitDescription('# tab: Notes\r\nA\r\n# ACCORDION: More\r\nB');
    expect(split.tabs).toEqual([{ title: 'Notes', markdown: 'A' }]);
    expect(split.accordions).toEqual([{ title: 'More', markdown: 'B' }]);
  });
});
