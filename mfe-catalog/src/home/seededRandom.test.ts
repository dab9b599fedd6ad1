import { seededRandom } from './seededRandom';

const draws = (seed: number, count = 20) => Array.from({ length: count }, seededRandom(seed));

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, wherever it runs', () => {
    expect(draws(42)).toEqual(draws(42));
    // Mulberry32's first draws for seed 42, as every implementation of it gives them.
    expect(draws(42, 2).map((value) => value.toFixed(6))).toEqual(['0.601104', '0.448291']);
  });

  it('draws other numbers from another seed, each in [0, 1)', () => {
    expect(draws(43)).not.toEqual(draws(42));
    for (const seed of [0, 1, 0xffffffff])
      expect(draws(seed).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
