import type { FastifyBaseLogger } from 'fastify';
import type { ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';
import { ValidationError } from '../core/errors';
import { chargeZone, shippableCountry } from './addresses';
import type { AusPostClient } from './auspost';
import { parcelFor } from './parcel';
import { quoteFromTable } from './rateTable';

export interface ShippingQuoteOptions {
  /** The live adapter, when an Australia Post key is configured. */
  auspost: AusPostClient | undefined;
  log: FastifyBaseLogger;
  /** How long a quote is reused for the same destination and weight. */
  cacheTtlMs: number;
}

const CACHE_ENTRIES = 2000;

export const NO_ADDRESS = 'No shipping address found in cart';

/**
 * Shipping quotes for a parcel: live from Australia Post when configured (on error or time-out, the built-in
 * table answers, so a slow API never fails a shopper), else the built-in table. Quotes are cached per
 * destination and weight (bounded), so the quote a shopper picked is the one cart validation finds again.
 */
export class ShippingQuotes {
  private readonly cache = new Map<string, { at: number; options: ShippingServiceOption[] }>();

  constructor(private readonly options: ShippingQuoteOptions) {}

  get source(): 'auspost' | 'table' {
    return this.options.auspost ? 'auspost' : 'table';
  }

  /** The services for contents of this weight to this address, cheapest first; 400s a shopper can act on. */
  async quote(address: ShippingAddress | undefined, contentsGrams: number): Promise<ShippingServiceOption[]> {
    if (!address) throw new ValidationError(NO_ADDRESS);
    const country = shippableCountry(address);
    const postcode = address.address.postal_code.trim().toUpperCase();
    const parcel = parcelFor(contentsGrams);
    const key = `${country}|${postcode}|${parcel.weightGrams}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < this.options.cacheTtlMs) return cached.options;

    let options: ShippingServiceOption[] | undefined;
    if (this.options.auspost) {
      try {
        options = await this.options.auspost.quote({ country, postcode }, parcel);
      } catch (error) {
        this.options.log.warn({ err: error }, 'Australia Post quote failed: using the built-in rate table');
      }
    }
    options ??= quoteFromTable({ country, chargeZone: country === 'AU' ? chargeZone(postcode) : '' }, parcel);
    if (options.length === 0) {
      const kg = (parcel.weightGrams / 1000).toFixed(1);
      throw new ValidationError(
        `No shipping service can carry this order in one parcel (${kg} kg). Please remove some items, or contact us.`,
      );
    }
    this.cache.delete(key);
    this.cache.set(key, { at: Date.now(), options });
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return options;
  }
}
