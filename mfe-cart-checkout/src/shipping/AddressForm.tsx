import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ShippingAddress } from '@sencha/shared/contract';
import { Button } from '@sencha/ui-kit/ui';
import {
  AU_STATES,
  countryOptions,
  EMPTY_ADDRESS,
  isComplete,
  missingFields,
  normalised,
  type AddressField,
  type AddressValue,
} from './addressValue';
import styles from './AddressForm.module.css';

export interface AddressFormProps {
  initial?: ShippingAddress | undefined;
  busy: boolean;
  /** Focus the first field when the form appears (the shopper asked to change the address). */
  autoFocus?: boolean;
  onSubmit: (value: AddressValue) => void;
}

const REQUIRED: Record<AddressField, string> = {
  name: 'Please enter the full name.',
  line1: 'Please enter the street address.',
  city: 'Please enter the suburb or city.',
  state: 'Please select the state.',
  postal_code: 'Please enter the postcode.',
};

/**
 * The shop's own shipping address form, used when no Stripe key is configured: labelled fields, the shippable
 * countries, the same completeness rule as Stripe's Address Element and the API; after a first attempt, each
 * missing field says so.
 */
export function AddressForm({ initial, busy, autoFocus = false, onSubmit }: AddressFormProps) {
  const id = useId();
  const [address, setAddress] = useState<ShippingAddress>(initial ?? EMPTY_ADDRESS);
  const [attempted, setAttempted] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);
  const a = address.address;
  const home = a.country === 'AU';
  const missing = attempted ? missingFields(address) : [];

  const setField = (field: Exclude<AddressField, 'name'> | 'line2', value: string) =>
    setAddress((current) => ({ ...current, address: { ...current.address, [field]: value } }));
  // Another country's state never carries over (Australia's is a list).
  const setCountry = (country: string) =>
    setAddress((current) => ({ ...current, address: { ...current.address, country, state: '' } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const value = normalised(address);
    onSubmit({ complete: isComplete(value), value });
  };

  const field = (
    name: AddressField | 'line2',
    label: string,
    control: (props: ControlProps) => ReactNode,
  ) => {
    const error = name === 'line2' ? undefined : missing.includes(name) ? REQUIRED[name] : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
        })}
        {error ? (
          <span id={`${id}-${name}-error`} className={styles.fieldError}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  const text = (
    name: Exclude<AddressField, 'name' | 'state'> | 'line2',
    label: string,
    autoComplete: string,
  ) =>
    field(name, label, (props) => (
      <input
        {...props}
        value={a[name] ?? ''}
        onChange={(e) => setField(name, e.target.value)}
        autoComplete={`shipping ${autoComplete}`}
        maxLength={name === 'postal_code' ? 20 : 200}
        required={name !== 'line2'}
      />
    ));

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Shipping address" noValidate>
      {field('name', 'Full name', (props) => (
        <input
          {...props}
          ref={first}
          value={address.name}
          onChange={(e) => setAddress((current) => ({ ...current, name: e.target.value }))}
          autoComplete="shipping name"
          maxLength={200}
          required
        />
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          value={a.country}
          onChange={(e) => setCountry(e.target.value)}
          autoComplete="shipping country"
        >
          {countryOptions().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {text('line1', 'Address line 1', 'address-line1')}
      {text('line2', 'Address line 2 (optional)', 'address-line2')}
      <div className={styles.row}>
        {text('city', 'Suburb or city', 'address-level2')}
        {home
          ? field('state', 'State', (props) => (
              <select
                {...props}
                value={a.state}
                onChange={(e) => setField('state', e.target.value)}
                autoComplete="shipping address-level1"
                required
              >
                <option value="">Select a state</option>
                {AU_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            ))
          : field('state', 'State (optional)', (props) => (
              <input
                {...props}
                value={a.state}
                onChange={(e) => setField('state', e.target.value)}
                autoComplete="shipping address-level1"
                maxLength={100}
              />
            ))}
        {text('postal_code', 'Postcode', 'postal-code')}
      </div>
      <Button type="submit" disabled={busy} fullWidth>
        {busy ? 'Checking...' : 'Check Shipping Options'}
      </Button>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
