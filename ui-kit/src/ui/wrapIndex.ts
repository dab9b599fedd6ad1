/** An index wrapped into 0..length-1 at both ends (-1 is the last item, length is the first). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % length) + length) % length;
}

/** The indexes of the tiles on screen: a window of `visibleCount` around `current`, wrapping, no repeats. */
export function visibleIndexes(current: number, length: number, visibleCount: number): number[] {
  if (length <= 0) return [];
  const count = Math.min(Math.max(1, Math.floor(visibleCount)), length);
  const start = current - Math.floor((count - 1) / 2);
  return Array.from({ length: count }, (_, offset) => wrapIndex(start + offset, length));
}
