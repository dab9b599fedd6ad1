const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** Order amounts are integer cents: divided by 100, two decimals. */
export function formatOrderAmount(cents: number): string {
  return aud.format(cents / 100);
}

/** Catalogue and cart prices are AUD amounts, shown as is (never divided). */
export function formatPrice(amount: number): string {
  return aud.format(amount);
}
