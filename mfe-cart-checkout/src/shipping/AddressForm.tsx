import { useId, useState, type FormEvent } from 'react';
import type { ShippingAddress } from '@sencha/platform';
import { Button } from '@sencha/ui-kit/ui';
import {
  AU_STATES,
  COUNTRY_OPTIONS,
  EMPTY_ADDRESS,
  isComplete,
  normalised,
  type AddressValue,
} from './addressValue';
import styles from './AddressForm.module.css';

export interface AddressFormProps {
  initial?: ShippingAddress | undefined;
  busy: boolean;
  onSubmit: (value: AddressValue) => void;
}

type Field = 'line1' | 'line2' | 'city' | 'state' | 'postal_code';

/**
 * The shop's own shipping address form, used when no Stripe key is configured: labelled fields, the shippable
 * countries, the same completeness rule as Stripe's Address Element and the API.
 */
export function AddressForm({ initial, busy, onSubmit }: AddressFormProps) {
  const id = useId();
  const [address, setAddress] = useState<ShippingAddress>(initial ?? EMPTY_ADDRESS);
  const a = address.address;
  const home = a.country === 'AU';
  const set = (field: Field | 'country', value: string) =>
    setAddress((current) => ({ ...current, address: { ...current.address, [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalised(address);
    onSubmit({ complete: isComplete(value), value });
  };

  const text = (field: Field, label: string, autoComplete: string, required = true) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      <input
        id={`${id}-${field}`}
        value={a[field] ?? ''}
        onChange={(e) => set(field, e.target.value)}
        autoComplete={`shipping ${autoComplete}`}
        maxLength={field === 'postal_code' ? 20 : 200}
        required={required}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Shipping address" noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Full name</label>
        <input
          id={`${id}-name`}
          value={address.name}
          onChange={(e) => setAddress((current) => ({ ...current, name: e.target.value }))}
          autoComplete="shipping name"
          maxLength={200}
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          value={a.country}
          onChange={(e) => set('country', e.target.value)}
          autoComplete="shipping country"
        >
          {COUNTRY_OPTIONS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {text('line1', 'Address line 1', 'address-line1')}
      {text('line2', 'Address line 2', 'address-line2', false)}
      <div className={styles.row}>
        {text('city', 'Suburb or city', 'address-level2')}
        {home ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-state`}>State</label>
            <select
              id={`${id}-state`}
              value={a.state}
              onChange={(e) => set('state', e.target.value)}
              autoComplete="shipping address-level1"
            >
              <option value="">Select a state</option>
              {AU_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : (
          text('state', 'State', 'address-level1', false)
        )}
        {text('postal_code', 'Postcode', 'postal-code')}
      </div>
      <Button type="submit" disabled={busy} fullWidth>
        {busy ? 'Checking...' : 'Check Shipping Options'}
      </Button>
    </form>
  );
}
