import { sanitizeCart } from './sanitizeCart';
import { MAX_LINE_QUANTITY, emptyCart } from '@sencha/shared/cart-rules';

describe('sanitizeCart', () => {
  it.each([null, undefined, 'hello', 42, [1, 2], { items: 'x' }, {}])(
    'turns %p into an empty cart',
    (value) => {
      expect(sanitizeCart(value)).toEqual(emptyCart);
    },
  );

  it('keeps the good lines of a cart with a bad one and recomputes the total', () => {
    const cart = sanitizeCart({
      items: [
        { id: '1', name: 'Sencha', imageUrl: '/s.png', price: 18.5, quantity: 2 },
        { id: 2, name: 'Bad id', price: 1, quantity: 1 },
        { id: '3', name: 'Negative', imageUrl: '', price: -1, quantity: 1 },
        { id: '4', name: 'Zero', imageUrl: '', price: 1, quantity: 0 },
      ],
      totalAmount: 999,
    });
    expect(cart.items.map((item) => item.id)).toEqual(['1']);
    expect(cart.totalAmount).toBe(37);
  });
});

describe('sanitizeCart shipping details', () => {
  const address = {
    name: 'Mei Tanaka',
    address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
  };
  const service = {
    serviceCode: 'AUS_PARCEL_REGULAR',
    serviceName: 'Parcel Post',
    deliveryTime: '2-5 business days',
    description: 'Tracked',
    price: 9.95,
  };

  it('keeps a well-formed address and service', () => {
    const cart = sanitizeCart({ items: [], shippingAddress: address, shippingService: service });
    expect(cart.shippingAddress).toEqual(address);
    expect(cart.shippingService).toEqual(service);
  });

  it('drops an address missing a field and a service without a usable price', () => {
    const cart = sanitizeCart({
      items: [],
      shippingAddress: { name: 'Mei', address: { line1: '1 George St', city: 'Sydney' } },
      shippingService: { ...service, price: '9.95' },
    });
    expect(cart.shippingAddress).toBeUndefined();
    expect(cart.shippingService).toBeUndefined();
  });
});

describe('sanitizeCart quantity bounds', () => {
  const line = (quantity: unknown) => ({ id: 'q', name: 'Sencha', imageUrl: '', price: 10, quantity });

  it.each([
    [1e308, MAX_LINE_QUANTITY],
    [99, MAX_LINE_QUANTITY],
    [MAX_LINE_QUANTITY + 1, MAX_LINE_QUANTITY],
    [MAX_LINE_QUANTITY, MAX_LINE_QUANTITY],
    [2.7, 2],
    [1, 1],
  ])('restores a stored quantity of %p as %p', (stored, restored) => {
    expect(sanitizeCart({ items: [line(stored)] }).items[0]?.quantity).toBe(restored);
  });

  it.each([0.5, 0, -3, Infinity, -Infinity, NaN, '5', null])(
    'drops a line whose quantity is %p',
    (stored) => {
      expect(sanitizeCart({ items: [line(stored)] }).items).toEqual([]);
    },
  );

  it('totals the bounded quantities, not the stored ones', () => {
    expect(sanitizeCart({ items: [line(1e308)] }).totalAmount).toBe(MAX_LINE_QUANTITY * 10);
  });
});
