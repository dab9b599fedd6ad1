import { useMemo, useState, type FormEvent } from 'react';
import { AddressElement, Elements } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { ShippingAddress } from '@sencha/shared/contract';
import { SHIPPABLE_COUNTRIES } from '@sencha/shared/shipping-countries';
import { Button } from '@sencha/ui-kit/ui';
import { EMPTY_ADDRESS, normalised, type AddressValue } from './addressValue';

export interface StripeAddressFormProps {
  publishableKey: string;
  mapsApiKey: string | null;
  initial?: ShippingAddress | undefined;
  busy: boolean;
  onSubmit: (value: AddressValue) => void;
}

/**
 * Stripe's Address Element in shipping mode, inside a standalone <Elements> with no client secret (the shop
 * quotes shipping before any payment exists: docs/commerce.md#payments). Loaded only when a publishable key is
 * configured, so nothing of Stripe is downloaded otherwise.
 */
export default function StripeAddressForm({
  publishableKey,
  mapsApiKey,
  initial,
  busy,
  onSubmit,
}: StripeAddressFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const [value, setValue] = useState<AddressValue>({ complete: false, value: initial ?? EMPTY_ADDRESS });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ complete: value.complete, value: normalised(value.value) });
  };

  return (
    <Elements stripe={stripe} options={{ locale: 'en-AU' }}>
      <form onSubmit={submit} aria-label="Shipping address">
        <AddressElement
          options={{
            mode: 'shipping',
            allowedCountries: [...SHIPPABLE_COUNTRIES],
            autocomplete: mapsApiKey
              ? { mode: 'google_maps_api', apiKey: mapsApiKey }
              : { mode: 'automatic' },
            ...(initial
              ? {
                  defaultValues: {
                    name: initial.name,
                    address: { ...initial.address, line2: initial.address.line2 ?? null },
                  },
                }
              : {}),
          }}
          onChange={(event) =>
            setValue({
              complete: event.complete,
              value: {
                name: event.value.name,
                address: {
                  line1: event.value.address.line1,
                  line2: event.value.address.line2 ?? null,
                  city: event.value.address.city,
                  state: event.value.address.state,
                  postal_code: event.value.address.postal_code,
                  country: event.value.address.country,
                },
              },
            })
          }
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Checking...' : 'Check Shipping Options'}
        </Button>
      </form>
    </Elements>
  );
}
