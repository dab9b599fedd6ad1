import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { AddressVerificationResult, ShippingAddress } from '@sencha/shared/contract';
import { AU_STATE_NAMES } from '@sencha/shared/australian-states';
import { ValidationError } from '../core/errors';
import { normaliseLocality, postcodeIndex } from './auPostcodes';
import { HOME_COUNTRY, countryCode, isShippable, notShippableMessage } from './countries';

/** A state's name as normaliseLocality writes it ('NEW SOUTH WALES') -> its code. */
const AU_STATES: Record<string, string> = Object.fromEntries(
  Object.entries(AU_STATE_NAMES).map(([code, name]) => [normaliseLocality(name), code]),
);

/** 'NSW' for 'nsw', 'New South Wales' or 'N.S.W.'. */
export function australianState(value: string): string {
  const plain = normaliseLocality(value);
  return AU_STATES[plain] ?? plain.replace(/ /g, '');
}

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** The shippable country code of an address, or a 400 naming the country we do not ship to. */
export function shippableCountry(address: ShippingAddress): string {
  const code = countryCode(address.address.country);
  if (code === null || !isShippable(code))
    throw new ValidationError(notShippableMessage(address.address.country));
  return code;
}

/**
 * Checks a shipping address (docs/shipping.md#address-checks). Complete: a name, line 1, a city and a postcode
 * (and, in Australia, a state). Confirmed: in Australia the postcode exists and both the locality and the state
 * belong to it; elsewhere the postcode has the country's format. A country we do not ship to is a 400.
 */
export function verifyAddress(shipping: ShippingAddress): AddressVerificationResult {
  const country = shippableCountry(shipping);
  const { line1, city, state, postal_code: postcode } = shipping.address;
  const home = country === HOME_COUNTRY;
  const addressComplete =
    filled(shipping.name) && filled(line1) && filled(city) && filled(postcode) && (!home || filled(state));
  let confirmed: boolean;
  if (home) {
    const area = postcodeIndex().get(postcode.trim());
    confirmed =
      area !== undefined &&
      area.localities.has(normaliseLocality(city)) &&
      area.states.has(australianState(state));
  } else if (postcodeValidatorExistsForCountry(country)) {
    confirmed = filled(postcode) && postcodeValidator(postcode.trim(), country);
  } else {
    confirmed = true;
  }
  return { addressComplete, hasUnconfirmedComponents: !addressComplete || !confirmed };
}

/** The Australian charge zone of a confirmed-or-not postcode ('' when unknown): the rate table's zone. */
export function chargeZone(postcode: string): string {
  const zones = postcodeIndex().get(postcode.trim())?.chargeZones;
  return zones ? ([...zones].find(Boolean) ?? '') : '';
}
