import { plainBlocks, plainInline } from './plainBlocks';

describe('plainBlocks', () => {
  it('reads headings, paragraphs, lists and tables as the renderer will render them', () => {
    const markdown = [
      '## Brewing',
      'A **bright** and _grassy_ cup,',
      'best with [soft water](https://example.com/water).',
      '',
      '- Rinse the `kyusu`',
      '- Steep ~~long~~ short',
      '',
      '1. Pour',
      '2. Enjoy',
      '',
      '| Water | Leaf |',
      '| --- | :---: |',
      '| 70°C | 4 g |',
    ].join('\n');
    expect(plainBlocks(markdown)).toEqual([
      { kind: 'heading', level: 2, text: 'Brewing' },
      { kind: 'paragraph', text: 'A bright and grassy cup, best with soft water.' },
      { kind: 'list', ordered: false, items: ['Rinse the kyusu', 'Steep long short'] },
      { kind: 'list', ordered: true, items: ['Pour', 'Enjoy'] },
      { kind: 'table', header: ['Water', 'Leaf'], rows: [['70°C', '4 g']] },
    ]);
  });

  it('gives a heading its own block even without blank lines around it', () => {
    expect(plainBlocks('Intro line\n# Title\nBody')).toEqual([
      { kind: 'paragraph', text: 'Intro line' },
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'Body' },
    ]);
  });

  it('answers no blocks for blank text', () => {
    expect(plainBlocks('\n  \n')).toEqual([]);
  });
});

describe('plainInline', () => {
  it('keeps the text of links and images and drops the marks', () => {
    expect(plainInline('> See ![the leaf](/a.png) and *[FAQ](/faq)*')).toBe('See the leaf and FAQ');
  });

  it('leaves a lone mark that closes nothing', () => {
    expect(plainInline('2 * 3 = 6')).toBe('2 * 3 = 6');
  });
});
