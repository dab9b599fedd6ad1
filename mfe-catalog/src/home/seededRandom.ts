/**
 * Mulberry32: numbers in [0, 1) that follow from a 32-bit seed, so one seed gives one order wherever it is drawn
 * (the render server and the browser hydrating its HTML: docs/server-rendering.md#one-seed-per-load). Not for
 * secrets; eight lines where a generator library would cost more of the home page's first-load budget.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
