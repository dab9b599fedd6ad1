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
