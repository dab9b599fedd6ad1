import { truncateChars, truncateWords } from './truncate';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('truncateWords', () => {
  it('keeps text of 35 words or fewer whole', () => {
    expect(truncateWords(words(35))).toEqual({ text: words(35), truncated: false });
    expect(truncateWords('')).toEqual({ text: '', truncated: false });
  });

  it("cuts after 35 words by default and adds '...'", () => {
    expect(truncateWords(words(36))).toEqual({ text: `${words(35)}...`, truncated: true });
  });

  it('takes another word count and keeps the original spacing of the kept part', () => {
    expect(truncateWords('one  two\nthree four', 3)).toEqual({ text: 'one  two\nthree...', truncated: true });
    expect(truncateWords('  leading spaces here', 1)).toEqual({ text: '  leading...', truncated: true });
  });
});

describe('truncateChars', () => {
  it("cuts at 35 characters by default and adds '...'", () => {
    const text = 'A delicate steamed green tea from the hills of Shizuoka.';
    expect(truncateChars(text)).toBe('A delicate steamed green tea from t...');
    expect(truncateChars(text.slice(0, 35))).toBe(text.slice(0, 35));
  });

  it('does not split an emoji and trims a trailing space before the dots', () => {
    expect(truncateChars('🍵🍵🍵', 2)).toBe('🍵🍵...');
    expect(truncateChars('green tea', 6)).toBe('green...');
  });
});
