import type { ShippingServiceOption } from '@sencha/shared/contract';
import type { Parcel } from './parcel';
import { internationalDeliveryTime, serviceOption, sortByPrice } from './rateTable';

/**
 * Australia Post's Postage Assessment Calculator (PAC), read defensively: `services.service` may be one object
 * or a list, `price` a number or a string, and errors come as {"error":{"errorMessage":"..."}} (with a 200 or
 * a 4xx). Service codes are taken as the API names them. docs/shipping.md#live-quotes.
 */
export interface AusPostOptions {
  apiKey: string;
  /** https://digitalapi.auspost.com.au (tests point it at a local stub). */
  baseUrl: string;
  /** Sender's postcode. */
  fromPostcode: string;
  /** The whole quote (every call) must finish within this, else the built-in table answers. */
  timeoutMs: number;
}

export class AusPostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AusPostError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function money(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export class AusPostClient {
  constructor(private readonly options: AusPostOptions) {}

  private async get(
    path: string,
    query: Record<string, string | number>,
    signal: AbortSignal,
  ): Promise<Json> {
    const url = new URL(path, `${this.options.baseUrl.replace(/\/+$/, '')}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      headers: { 'AUTH-KEY': this.options.apiKey, accept: 'application/json' },
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (isObject(body) && isObject(body.error))
      throw new AusPostError(
        `Australia Post: ${text(body.error.errorMessage) || 'error'} (${response.status})`,
      );
    if (!response.ok || !isObject(body)) throw new AusPostError(`Australia Post answered ${response.status}`);
    return body;
  }

  private static services(body: Json): { code: string; name: string; price: number }[] {
    const services = isObject(body.services) ? body.services.service : undefined;
    return asList(services).flatMap((service) => {
      if (!isObject(service)) return [];
      const price = money(service.price);
      const code = text(service.code);
      return price === null || code === '' ? [] : [{ code, name: text(service.name) || code, price }];
    });
  }

  /** Services and prices for a parcel; throws on error, timeout or a response it cannot read. */
  async quote(
    destination: { country: string; postcode: string },
    parcel: Parcel,
  ): Promise<ShippingServiceOption[]> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const kg = Math.max(0.01, parcel.weightGrams / 1000).toFixed(3);
    if (destination.country !== 'AU') {
      const body = await this.get(
        'postage/parcel/international/service.json',
        { country_code: destination.country, weight: kg },
        signal,
      );
      return sortByPrice(
        AusPostClient.services(body).map((s) =>
          serviceOption(
            s.code,
            s.name,
            internationalDeliveryTime(s.code, destination.country),
            s.name,
            s.price,
          ),
        ),
      );
    }
    const query = {
      from_postcode: this.options.fromPostcode,
      to_postcode: destination.postcode.trim(),
      length: parcel.lengthCm,
      width: parcel.widthCm,
      height: parcel.heightCm,
      weight: kg,
    };
    const services = AusPostClient.services(
      await this.get('postage/parcel/domestic/service.json', query, signal),
    );
    // delivery_time is only in calculate.json: asked for each service at once; a service without it keeps ''.
    const times = await Promise.all(
      services.map((s) =>
        this.get('postage/parcel/domestic/calculate.json', { ...query, service_code: s.code }, signal).then(
          (body) => (isObject(body.postage_result) ? text(body.postage_result.delivery_time) : ''),
          () => '',
        ),
      ),
    );
    if (signal.aborted) throw new AusPostError('Australia Post timed out');
    return sortByPrice(services.map((s, i) => serviceOption(s.code, s.name, times[i]!, s.name, s.price)));
  }
}
