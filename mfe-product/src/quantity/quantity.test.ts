import { act, renderHook } from '@testing-library/react';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import { availableToAdd, canAdd, canDecrease, canIncrease, clampQuantity, lineLimitBinds } from './quantity';
import { useQuantity } from './useQuantity';

describe('quantity rules', () => {
  it('clamps to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('disables minus at 1 and plus at the maximum', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
  });

  it('allows adding only with stock and a quantity within it', () => {
    expect(canAdd(1, 0)).toBe(false);
    expect(canAdd(0, 5)).toBe(false);
    expect(canAdd(6, 5)).toBe(false);
    expect(canAdd(5, 5)).toBe(true);
  });

  it('offers the stock and the line limit less what the cart holds', () => {
    expect(availableToAdd(3, 0)).toBe(3);
    expect(availableToAdd(3, 2)).toBe(1);
    expect(availableToAdd(3, 5)).toBe(0);
    expect(availableToAdd(MAX_LINE_QUANTITY + 10, 0)).toBe(MAX_LINE_QUANTITY);
    expect(availableToAdd(MAX_LINE_QUANTITY + 10, 15)).toBe(MAX_LINE_QUANTITY - 15);
    expect(availableToAdd(MAX_LINE_QUANTITY + 10, MAX_LINE_QUANTITY)).toBe(0);
    expect(availableToAdd(Number.NaN, 0)).toBe(0);
  });

  it('says the line limit binds only where the stock is above it', () => {
    expect(lineLimitBinds(MAX_LINE_QUANTITY + 1)).toBe(true);
    expect(lineLimitBinds(MAX_LINE_QUANTITY)).toBe(false);
    expect(lineLimitBinds(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('useQuantity', () => {
  it('starts at 1, stops at the stock and at 1, and resets to 1', () => {
    const { result } = renderHook(() => useQuantity(3));
    expect(result.current.quantity).toBe(1);
    expect(result.current.canDecrease).toBe(false);
    act(() => result.current.decrease());
    expect(result.current.quantity).toBe(1);
    act(() => result.current.increase());
    act(() => result.current.increase());
    act(() => result.current.increase());
    expect(result.current.quantity).toBe(3);
    expect(result.current.canIncrease).toBe(false);
    act(() => result.current.reset());
    expect(result.current.quantity).toBe(1);
  });

  it('follows a stock that drops below the chosen quantity', () => {
    const { result, rerender } = renderHook(({ max }) => useQuantity(max), { initialProps: { max: 10 } });
    act(() => result.current.set(8));
    rerender({ max: 4 });
    expect(result.current.quantity).toBe(4);
  });
});
