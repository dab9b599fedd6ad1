/** Dollars as the cart carries them (18.5) to integer cents; null for anything that is not a sane amount. */
export function toCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > 1_000_000) return null;
  return Math.round(dollars * 100);
}

/** '$18.50', '$1,234.56': integer cents as the storefront shows them (the shop's one money format). */
export { formatOrderAmount as formatAud } from '@sencha/shared/money';
