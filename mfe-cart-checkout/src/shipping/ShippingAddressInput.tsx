import { lazy, Suspense } from 'react';
import { getRuntimeConfig } from '@sencha/platform';
import type { ShippingAddress } from '@sencha/shared/contract';
import { Skeleton } from '@sencha/ui-kit/ui';
import { AddressForm } from './AddressForm';
import type { AddressValue } from './addressValue';

const StripeAddressForm = lazy(() => import('./StripeAddressForm'));

export interface ShippingAddressInputProps {
  initial?: ShippingAddress | undefined;
  /** Focus the first field (the shopper asked to change the address). */
  autoFocus?: boolean;
  busy: boolean;
  onSubmit: (value: AddressValue) => void;
}

/** Stripe's Address Element when a publishable key is configured, the shop's own form otherwise. */
export function ShippingAddressInput(props: ShippingAddressInputProps) {
  const { stripePublishableKey, mapsApiKey } = getRuntimeConfig();
  const { autoFocus = false, ...rest } = props;
  if (!stripePublishableKey) return <AddressForm {...rest} autoFocus={autoFocus} />;
  return (
    <Suspense fallback={<Skeleton lines={4} label="Loading the address form…" />}>
      <StripeAddressForm publishableKey={stripePublishableKey} mapsApiKey={mapsApiKey} {...rest} />
    </Suspense>
  );
}
