import type { QuantityState } from './useQuantity';
import styles from './QuantitySelector.module.css';

export interface QuantitySelectorProps {
  state: QuantityState;
  disabled?: boolean;
  /** The id of what explains a disabled plus (the line limit's note). */
  increaseDescribedBy?: string;
}

/** Minus / count / plus; the count is announced when it changes. */
export function QuantitySelector({ state, disabled = false, increaseDescribedBy }: QuantitySelectorProps) {
  return (
    <div className={styles.selector} role="group" aria-label="Quantity">
      <button
        type="button"
        className={styles.step}
        aria-label="Decrease quantity"
        disabled={disabled || !state.canDecrease}
        onClick={state.decrease}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label="Quantity" data-testid="quantity">
        {state.quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="Increase quantity"
        aria-describedby={increaseDescribedBy}
        disabled={disabled || !state.canIncrease}
        onClick={state.increase}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
