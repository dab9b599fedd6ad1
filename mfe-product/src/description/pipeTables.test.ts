import { pipeTablesToLists } from './pipeTables';

describe('pipeTablesToLists', () => {
  it('turns each table row into header: value lines', () => {
    const markdown = 'Before.\n\n| Water | Leaf |\n| --- | :---: |\n| 75°C | 4 g |\n| 80°C | 5 g |\n\nAfter.';
    expect(pipeTablesToLists(markdown)).toBe(
      'Before.\n\n**Water:** 75°C  \n**Leaf:** 4 g\n\n**Water:** 80°C  \n**Leaf:** 5 g\n\nAfter.',
    );
  });

  it('leaves text with pipes but no separator row alone', () => {
    expect(pipeTablesToLists('| just a line |\nnext')).toBe('| just a line |\nnext');
  });
});
