import { useEffect, useRef } from 'react';
import type { ShippingAddress } from '@sencha/shared/contract';
import { Spinner } from '@sencha/ui-kit/ui';
import styles from './ShippingCard.module.css';

export interface AddressSummaryProps {
  address: ShippingAddress;
  /** It replaced the form the shopper was in: focus moves to it. */
  takeFocus: boolean;
  revalidating: boolean;
  onRevalidate: () => void;
  onChange: () => void;
}

/** The saved address, with a revalidate button (spinner while busy) and a change button (back to the form, filled in). */
export function AddressSummary({
  address,
  takeFocus,
  revalidating,
  onRevalidate,
  onChange,
}: AddressSummaryProps) {
  const a = address.address;
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) summary.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.summary}>
      <address className={styles.address} aria-label="Shipping address" tabIndex={-1} ref={summary}>
        <strong>{address.name}</strong>
        <br />
        {a.line1}
        {a.line2 ? (
          <>
            <br />
            {a.line2}
          </>
        ) : null}
        <br />
        {[a.city, a.state, a.postal_code].filter(Boolean).join(' ')}
        <br />
        {a.country}
      </address>
      <div className={styles.summaryActions}>
        <button type="button" onClick={onRevalidate} disabled={revalidating} aria-busy={revalidating}>
          {revalidating ? <Spinner size={14} /> : null}
          Revalidate address
        </button>
        <button type="button" onClick={onChange} disabled={revalidating}>
          Change address
        </button>
      </div>
    </div>
  );
}
