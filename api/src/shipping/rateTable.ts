import type { ShippingServiceOption } from '@sencha/shared/contract';
import { HOME_COUNTRY, internationalZone } from './countries';
import type { Parcel } from './parcel';

/**
 * The built-in rate table, used when no Australia Post key is configured (or the live API fails): the same
 * services and shape as Australia Post's, priced by zone and weight band. docs/shipping.md lists every figure;
 * change both together.
 */
export type DomesticZone = 'local' | 'nsw' | 'metro' | 'regional' | 'remote';

/** From Sydney (charge zone N1): Australia Post's charge zone of the destination postcode -> our zone. */
const DOMESTIC_ZONE: Record<string, DomesticZone> = {
  N1: 'local',
  N2: 'nsw',
  V1: 'metro',
  Q1: 'metro',
  S1: 'metro',
  W1: 'metro',
  T1: 'metro',
  V2: 'regional',
  Q2: 'regional',
  S2: 'regional',
  W2: 'regional',
};

export function domesticZone(chargeZone: string): DomesticZone {
  return DOMESTIC_ZONE[chargeZone] ?? 'remote';
}

/** Upper bounds of the weight bands, grams. The last is the heaviest parcel Australia Post takes. */
export const DOMESTIC_BANDS = [500, 1000, 3000, 5000, 10_000, 22_000] as const;
export const INTERNATIONAL_BANDS = [500, 1000, 2000, 5000, 10_000, 20_000] as const;

const PARCEL_POST: Record<DomesticZone, readonly number[]> = {
  local: [10.95, 13.45, 15.95, 18.95, 23.95, 32.95],
  nsw: [11.95, 14.95, 17.95, 21.95, 27.95, 38.95],
  metro: [12.45, 15.45, 19.45, 23.95, 31.95, 44.95],
  regional: [13.45, 16.95, 21.95, 27.45, 36.95, 52.95],
  remote: [15.95, 19.95, 26.95, 34.95, 46.95, 66.95],
};
const EXPRESS_POST: Record<DomesticZone, readonly number[]> = {
  local: [14.95, 18.45, 22.95, 27.95, 35.95, 49.95],
  nsw: [16.45, 20.45, 25.95, 31.95, 41.95, 57.95],
  metro: [17.45, 21.45, 27.95, 34.95, 46.95, 65.95],
  regional: [18.95, 23.95, 31.45, 39.95, 53.95, 77.95],
  remote: [22.45, 27.95, 37.95, 49.95, 67.95, 97.95],
};
const DOMESTIC_DAYS: Record<DomesticZone, [regular: string, express: string]> = {
  local: ['1-3 business days', 'Next business day'],
  nsw: ['2-4 business days', '1-2 business days'],
  metro: ['2-5 business days', '1-2 business days'],
  regional: ['3-7 business days', '2-3 business days'],
  remote: ['4-10 business days', '2-5 business days'],
};

/** International: [first 500 g, each further 500 g] per zone, for each service. */
const INTERNATIONAL: readonly {
  serviceCode: string;
  serviceName: string;
  description: string;
  days: Record<number, string>;
  rates: Record<number, [number, number]>;
}[] = [
  {
    serviceCode: 'INT_PARCEL_STD_OWN_PACKAGING',
    serviceName: 'International Standard',
    description: 'Tracked to the destination country, with signature on delivery available.',
    days: {
      1: '6-10 business days',
      2: '6-10 business days',
      3: '6-12 business days',
      4: '6-12 business days',
      5: '10-20 business days',
    },
    rates: { 1: [21.15, 4.5], 2: [23.5, 6.2], 3: [27.8, 8.6], 4: [29.95, 9.4], 5: [33.5, 11.3] },
  },
  {
    serviceCode: 'INT_PARCEL_EXP_OWN_PACKAGING',
    serviceName: 'International Express',
    description: 'Priority handling, tracked door to door.',
    days: {
      1: '2-4 business days',
      2: '3-5 business days',
      3: '3-5 business days',
      4: '4-6 business days',
      5: '5-8 business days',
    },
    rates: { 1: [42.5, 7.1], 2: [49.95, 9.8], 3: [58.5, 12.95], 4: [64.5, 14.2], 5: [72.95, 17.5] },
  },
  {
    serviceCode: 'INT_PARCEL_COR_OWN_PACKAGING',
    serviceName: 'International Courier',
    description: 'Fastest: courier delivery with a signature.',
    days: {
      1: '1-3 business days',
      2: '2-4 business days',
      3: '2-4 business days',
      4: '3-5 business days',
      5: '4-6 business days',
    },
    rates: { 1: [89.95, 9.5], 2: [109.95, 12.5], 3: [124.95, 15.95], 4: [134.95, 17.95], 5: [149.95, 21.5] },
  },
];

const round = (dollars: number) => Math.round(dollars * 100) / 100;

/** The index of the first band the weight fits in, or -1 when it is too heavy. */
function band(bands: readonly number[], grams: number): number {
  return bands.findIndex((upTo) => grams <= upTo);
}

export interface Destination {
  /** Shippable ISO code. */
  country: string;
  /** Australia Post charge zone of an Australian postcode ('' when unknown). */
  chargeZone: string;
}

/** The services for a parcel, cheapest first; empty when the parcel is too heavy for any. */
export function quoteFromTable(destination: Destination, parcel: Parcel): ShippingServiceOption[] {
  const grams = parcel.weightGrams;
  if (destination.country === HOME_COUNTRY) {
    const i = band(DOMESTIC_BANDS, grams);
    if (i < 0) return [];
    const zone = domesticZone(destination.chargeZone);
    const [regular, express] = DOMESTIC_DAYS[zone];
    return sortByPrice([
      serviceOption(
        'AUS_PARCEL_REGULAR',
        'Parcel Post',
        regular,
        'Tracked delivery to your door or a parcel locker.',
        PARCEL_POST[zone][i]!,
      ),
      serviceOption(
        'AUS_PARCEL_EXPRESS',
        'Express Post',
        express,
        'Priority tracked delivery, next business day within the network.',
        EXPRESS_POST[zone][i]!,
      ),
    ]);
  }
  const zone = internationalZone(destination.country);
  if (zone === undefined || band(INTERNATIONAL_BANDS, grams) < 0) return [];
  const halfKilos = Math.max(1, Math.ceil(grams / 500));
  return sortByPrice(
    INTERNATIONAL.map((service) => {
      const [first, further] = service.rates[zone]!;
      return serviceOption(
        service.serviceCode,
        service.serviceName,
        service.days[zone]!,
        service.description,
        first + further * (halfKilos - 1),
      );
    }),
  );
}

export function serviceOption(
  serviceCode: string,
  serviceName: string,
  deliveryTime: string,
  description: string,
  price: number,
): ShippingServiceOption {
  return { serviceCode, serviceName, name: serviceName, deliveryTime, description, price: round(price) };
}

/** The table's delivery time of an international service (PAC gives none abroad); '' for other codes. */
export function internationalDeliveryTime(serviceCode: string, country: string): string {
  const zone = internationalZone(country);
  const service = INTERNATIONAL.find((s) => s.serviceCode === serviceCode);
  return zone === undefined || !service ? '' : (service.days[zone] ?? '');
}

export function sortByPrice(options: ShippingServiceOption[]): ShippingServiceOption[] {
  return [...options].sort((a, b) => a.price - b.price || a.serviceCode.localeCompare(b.serviceCode));
}
