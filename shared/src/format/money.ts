// Prices are written out here rather than with Intl.NumberFormat: building that formatter loads the locale's
// number data, about 30 ms on a phone, in the module evaluation of every app that shows a price
// (docs/architecture.md#first-render). The output is the same as en-AU's AUD currency format (money.test.ts
// compares them): '$1,234.56', '-$3.50', half a cent rounded away from zero.

/** Groups the whole part in thousands: '1234567' -> '1,234,567'. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rounds a plain decimal string (no exponent) to two places, half away from zero, as text. */
function twoPlaces(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = BigInt(whole + (fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  return `${grouped(text.slice(0, -2))}.${text.slice(-2)}`;
}

function formatAud(amount: number): string {
  // Never a price, but shown as Intl shows it rather than as a made-up number.
  if (!Number.isFinite(amount))
    return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(amount);
  const magnitude = Math.abs(amount);
  // The shortest decimal that reads back as the number (as Intl reads it); toFixed(20) where String() would
  // use an exponent (below 1e-6 or from 1e21).
  const decimal = /e/i.test(String(magnitude)) ? magnitude.toFixed(20) : String(magnitude);
  const text = `$${twoPlaces(decimal)}`;
  return amount < 0 || Object.is(amount, -0) ? `-${text}` : text;
}

/** Order amounts are integer cents: divided by 100, two decimals. */
export function formatOrderAmount(cents: number): string {
  return formatAud(cents / 100);
}

/** Catalogue and cart prices are AUD amounts, shown as is (never divided). */
export function formatPrice(amount: number): string {
  return formatAud(amount);
}
