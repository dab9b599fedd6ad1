import type { ShippingAddress } from '@sencha/shared/contract';
import { onFirstUse } from '@sencha/shared/on-first-use';
import {
  HOME_COUNTRY,
  SHIPPABLE_COUNTRIES,
  SHIPPABLE_COUNTRY_NAMES,
} from '@sencha/shared/shipping-countries';

/** What either address form gives the page (the shape of Stripe's Address Element change event). */
export interface AddressValue {
  complete: boolean;
  value: ShippingAddress;
}

export const EMPTY_ADDRESS: ShippingAddress = {
  name: '',
  address: { line1: '', line2: '', city: '', state: '', postal_code: '', country: HOME_COUNTRY },
};

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The completeness rule of the API (docs/shipping.md#address-checks): name, line 1, city, postcode; AU a state. */
export function isComplete(address: ShippingAddress): boolean {
  const a = address.address;
  return (
    filled(address.name) &&
    filled(a.line1) &&
    filled(a.city) &&
    filled(a.postal_code) &&
    SHIPPABLE_COUNTRIES.includes(a.country) &&
    (a.country !== HOME_COUNTRY || filled(a.state))
  );
}

export type AddressField = 'name' | 'line1' | 'city' | 'state' | 'postal_code';

/** The required fields still empty, for the form's messages (the same rule as isComplete). */
export function missingFields(address: ShippingAddress): AddressField[] {
  const a = address.address;
  const missing: AddressField[] = [];
  if (!filled(address.name)) missing.push('name');
  if (!filled(a.line1)) missing.push('line1');
  if (!filled(a.city)) missing.push('city');
  if (a.country === HOME_COUNTRY && !filled(a.state)) missing.push('state');
  if (!filled(a.postal_code)) missing.push('postal_code');
  return missing;
}

/** Trimmed, with an empty line 2 left out: what is saved in the cart and sent to the API. */
export function normalised(address: ShippingAddress): ShippingAddress {
  const a = address.address;
  const line2 = a.line2?.trim();
  return {
    name: address.name.trim(),
    address: {
      line1: a.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: a.city.trim(),
      state: a.state.trim(),
      postal_code: a.postal_code.trim(),
      country: a.country,
    },
  };
}

/** The shippable countries with their names, Australia first then by name; made when a form first shows them. */
export const countryOptions = onFirstUse((): { code: string; name: string }[] =>
  SHIPPABLE_COUNTRIES.map((code) => ({ code, name: SHIPPABLE_COUNTRY_NAMES[code] ?? code })).sort((a, b) =>
    // Plain code-point order: the names are fixed and sort alike in it, with no collator to load.
    a.code === HOME_COUNTRY
      ? -1
      : b.code === HOME_COUNTRY
        ? 1
        : a.name < b.name
          ? -1
          : a.name > b.name
            ? 1
            : 0,
  ),
);

export { AU_STATES } from '@sencha/shared/australian-states';
