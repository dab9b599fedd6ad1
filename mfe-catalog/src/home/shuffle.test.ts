import { SHUFFLE_THRESHOLD, shuffleAboveThreshold } from './shuffle';

describe('shuffleAboveThreshold', () => {
  it('keeps the order of lists at or below the threshold of 3', () => {
    expect(SHUFFLE_THRESHOLD).toBe(3);
    const random = jest.fn(() => 0);
    expect(shuffleAboveThreshold([1, 2, 3], undefined, random)).toEqual([1, 2, 3]);
    expect(shuffleAboveThreshold([1], undefined, random)).toEqual([1]);
    expect(shuffleAboveThreshold([], undefined, random)).toEqual([]);
    expect(random).not.toHaveBeenCalled();
  });

  it('shuffles a list of 4 or more with Fisher–Yates (one draw per position)', () => {
    const random = jest.fn(() => 0);
    // Always picking index 0 rotates the list: [1,2,3,4] -> [2,3,4,1].
    expect(shuffleAboveThreshold([1, 2, 3, 4], undefined, random)).toEqual([2, 3, 4, 1]);
    expect(random).toHaveBeenCalledTimes(3);
    // Picking the last index each time is the identity permutation.
    expect(shuffleAboveThreshold([1, 2, 3, 4], undefined, () => 0.999)).toEqual([1, 2, 3, 4]);
  });

  it('returns a permutation of the input and leaves the input alone', () => {
    const input = Array.from({ length: 15 }, (_, index) => `tea-${index}`);
    const frozen = Object.freeze([...input]);
    for (let run = 0; run < 50; run += 1) {
      const shuffled = shuffleAboveThreshold(frozen);
      expect(shuffled).toHaveLength(15);
      expect([...shuffled].sort()).toEqual([...input].sort());
    }
    expect(frozen).toEqual(input);
  });

  it('produces every order of 4 items over many runs', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 2000; run += 1) seen.add(shuffleAboveThreshold([1, 2, 3, 4]).join(''));
    expect(seen.size).toBe(24);
  });
});
