/**
 * Lists of this many items or fewer keep their order: the carousel's shuffle threshold
 * (docs/product-rules/catalogue.md#home-page).
 */
export const SHUFFLE_THRESHOLD = 3;

/**
 * A Fisher–Yates shuffled copy when the list is longer than the threshold; otherwise an unshuffled copy.
 * `random` is injectable so tests can pin the order.
 */
export function shuffleAboveThreshold<T>(
  items: readonly T[],
  threshold: number = SHUFFLE_THRESHOLD,
  random: () => number = Math.random,
): T[] {
  const copy = [...items];
  if (copy.length <= threshold) return copy;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = swap;
  }
  return copy;
}
