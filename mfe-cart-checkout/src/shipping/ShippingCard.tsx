import { useState } from 'react';
import type { Cart } from '@sencha/shared/contract';
import { formatPrice } from '@sencha/shared/money';
import { Button } from '@sencha/ui-kit/ui';
import { ENTER_ADDRESS_TEXT } from '../commerce/messages';
import { AddressSummary } from './AddressSummary';
import { ServiceOptions } from './ServiceOptions';
import { ShippingAddressInput } from './ShippingAddressInput';
import type { ShippingFlow } from './useShippingFlow';
import styles from './ShippingCard.module.css';

export interface ShippingCardProps {
  cart: Cart;
  flow: ShippingFlow;
}

/** 'Shipping Options': the address, the services for it, the total and the way on to checkout. */
export function ShippingCard({ cart, flow }: ShippingCardProps) {
  const shipping = cart.shippingService?.price ?? 0;
  // Once the form and the summary have replaced each other, the one that appears takes focus.
  const now = cart.shippingAddress ? 'summary' : 'form';
  const [shown, setShown] = useState(now);
  const [swapped, setSwapped] = useState(false);
  if (shown !== now) {
    setShown(now);
    setSwapped(true);
  }
  const total = (Math.round(cart.totalAmount * 100) + Math.round(shipping * 100)) / 100;
  return (
    <section className={styles.card} aria-labelledby="shipping-options-title">
      <h2 id="shipping-options-title" className={styles.title}>
        Shipping Options
      </h2>
      {cart.shippingAddress ? (
        <AddressSummary
          address={cart.shippingAddress}
          takeFocus={swapped}
          revalidating={flow.validatingAddress}
          onRevalidate={() => void flow.revalidate()}
          onChange={flow.clearAddress}
        />
      ) : (
        <>
          <p>{ENTER_ADDRESS_TEXT}</p>
          <ShippingAddressInput
            initial={flow.addressDraft}
            autoFocus={swapped}
            busy={flow.validatingAddress}
            onSubmit={({ value, complete }) => void flow.submitAddress(value, complete)}
          />
        </>
      )}
      {flow.addressError ? (
        <p className={styles.error} role="alert">
          {flow.addressError}
        </p>
      ) : null}
      <ServiceOptions
        services={flow.services}
        loading={flow.loadingServices}
        chosen={cart.shippingService?.serviceCode}
        onChoose={flow.chooseService}
      />
      <dl className={styles.totals}>
        <dt>Items</dt>
        <dd>{formatPrice(cart.totalAmount)}</dd>
        <dt>Shipping</dt>
        <dd>{cart.shippingService ? formatPrice(shipping) : '—'}</dd>
        <dt className={styles.grand}>Total</dt>
        <dd className={styles.grand}>{formatPrice(total)}</dd>
      </dl>
      <Button
        onClick={() => void flow.validate()}
        disabled={flow.validatingCart || flow.loadingServices || flow.validatingAddress}
        fullWidth
      >
        {flow.validatingCart ? 'Validating...' : 'Proceed to Checkout'}
      </Button>
    </section>
  );
}
