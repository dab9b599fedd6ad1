/** Dollars as the cart carries them (18.5) to integer cents; null for anything that is not a sane amount. */
export function toCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > 1_000_000) return null;
  return Math.round(dollars * 100);
}

/** '$18.50' */
export function formatAud(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
