import { formatOrderAmount, formatPrice } from './money';

describe('money formatting', () => {
  it('divides order cents by 100 with two decimals', () => {
    expect(formatOrderAmount(1250)).toBe('$12.50');
    expect(formatOrderAmount(0)).toBe('$0.00');
    expect(formatOrderAmount(123456)).toBe('$1,234.56');
  });

  it('shows catalogue prices as is', () => {
    expect(formatPrice(3.5)).toBe('$3.50');
    expect(formatPrice(18)).toBe('$18.00');
  });
});

describe('the written-out AUD format', () => {
  const intl = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: 2,
  });

  it("is en-AU's AUD currency format for prices, halves, cents, negatives and large amounts", () => {
    const samples = [
      0, 0.004, 0.005, 0.015, 0.125, 1.005, 1.045, 2.675, 3.5, 9.995, 18, 26.4, 99.99, 999.995, 1000, 1234.5,
      100000, 1234567.891, 98765432.1, -0, -0.004, -3.5, -1234.565, 1e-7, 12.3456789,
    ];
    for (const amount of samples) expect(formatPrice(amount)).toBe(intl.format(amount));
    for (let cents = -2000; cents <= 250_000; cents += 37) {
      expect(formatOrderAmount(cents)).toBe(intl.format(cents / 100));
    }
  });
});
