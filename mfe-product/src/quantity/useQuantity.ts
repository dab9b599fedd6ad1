import { useCallback, useState } from 'react';
import { MIN_QUANTITY, canDecrease, canIncrease, clampQuantity } from './quantity';

export interface QuantityState {
  quantity: number;
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
  increase: () => void;
  decrease: () => void;
  set: (quantity: number) => void;
  reset: () => void;
}

/**
 * The tea item page's quantity: starts at 1, 1..max, back to 1 after adding
 * (docs/product-rules/cart.md#stock-and-quantity).
 */
export function useQuantity(max: number): QuantityState {
  const [raw, setRaw] = useState(MIN_QUANTITY);
  // Stock may drop under the chosen quantity (a reload): always read it clamped.
  const quantity = clampQuantity(raw, max);
  const set = useCallback((value: number) => setRaw(clampQuantity(value, max)), [max]);
  return {
    quantity,
    max,
    canDecrease: canDecrease(quantity),
    canIncrease: canIncrease(quantity, max),
    increase: () => set(quantity + 1),
    decrease: () => set(quantity - 1),
    set,
    reset: () => setRaw(MIN_QUANTITY),
  };
}
