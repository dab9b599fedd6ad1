import type { CartItem, ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';

/** Fixtures of the page tests, in the shapes the API and the cart slice use. */

/** Two services as the API answers them, cheapest first. */
export const SERVICES: ShippingServiceOption[] = [
  {
    serviceCode: 'AUS_PARCEL_REGULAR',
    serviceName: 'Parcel Post',
    name: 'Parcel Post',
    deliveryTime: '1-3 business days',
    description: '',
    price: 10.95,
  },
  {
    serviceCode: 'AUS_PARCEL_EXPRESS',
    serviceName: 'Express Post',
    name: 'Express Post',
    deliveryTime: 'Next business day',
    description: '',
    price: 14.95,
  },
];

/** A real Sydney CBD address (postcode 2000 serves SYDNEY, NSW). */
export const SYDNEY: ShippingAddress = {
  name: 'Mei Tanaka',
  address: { line1: '1 Martin Place', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
};

/** One line as the tea item page adds it (5 in stock). */
export const SENCHA: CartItem = {
  id: '13',
  name: 'Sencha Superior 100g',
  slug: 'sencha-superior-100g',
  imageUrl: '/images/s.png',
  price: 26,
  quantity: 1,
  stock: 5,
};
