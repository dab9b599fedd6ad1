import { stockLabel, stockStatus } from './stockStatus';

describe('stockStatus', () => {
  it('is out at 0 whatever the flag', () => {
    expect(stockStatus(0, true)).toBe('out');
    expect(stockStatus(0, false)).toBe('out');
    expect(stockStatus(-2, false)).toBe('out');
  });

  it('is low at 1-9 only while disable-low-stock is off', () => {
    expect(stockStatus(1, false)).toBe('low');
    expect(stockStatus(9, false)).toBe('low');
    expect(stockStatus(1, true)).toBe('high');
    expect(stockStatus(9, true)).toBe('high');
  });

  it('is high from 10', () => {
    expect(stockStatus(10, false)).toBe('high');
    expect(stockStatus(250, true)).toBe('high');
  });

  it('labels each level', () => {
    expect(stockLabel('out', 0)).toBe('Out of stock');
    expect(stockLabel('low', 3)).toBe('Low stock: only 3 left');
    expect(stockLabel('high', 40)).toBe('In stock');
  });
});
