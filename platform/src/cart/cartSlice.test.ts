import { MAX_LINE_QUANTITY, cartItemCount, cartTotal, emptyCart } from '@sencha/shared/cart-rules';
import type { Cart, CartItem, ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';
import {
  addItem,
  cartSlice,
  clearCart,
  removeItem,
  replaceCart,
  setQuantity,
  setShippingAddress,
  setShippingService,
  updateLine,
} from './cartSlice';

const reduce = cartSlice.reducer;
const sencha: CartItem = { id: '1', name: 'Sencha', imageUrl: '/s.png', price: 18.5, quantity: 1 };
const gyokuro: CartItem = { id: '2', name: 'Gyokuro', imageUrl: '/g.png', price: 0.1, quantity: 2 };
const address: ShippingAddress = {
  name: 'Mei Tanaka',
  address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
};
const service: ShippingServiceOption = {
  serviceCode: 'AUS_PARCEL_REGULAR',
  serviceName: 'Parcel Post',
  deliveryTime: '2-4 days',
  description: 'Regular',
  price: 9.95,
};

function cartWith(...items: CartItem[]): Cart {
  return items.reduce((cart, item) => reduce(cart, addItem(item)), emptyCart);
}

describe('cart slice', () => {
  it('adds a new line and recalculates the total', () => {
    const cart = cartWith(sencha);
    expect(cart.items).toEqual([sencha]);
    expect(cart.totalAmount).toBe(18.5);
  });

  it('increases an existing line instead of adding a second one', () => {
    const cart = reduce(cartWith(sencha), addItem({ ...sencha, quantity: 3 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(4);
    expect(cart.totalAmount).toBe(74);
  });

  it('never puts more in a line than the stock: two adds of 2 against a stock of 2 make 2', () => {
    const twice = [1, 2].reduce(
      (cart) => reduce(cart, addItem({ ...sencha, quantity: 2, stock: 2 })),
      emptyCart,
    );
    expect(twice.items[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect(reduce(twice, setQuantity({ id: '1', quantity: 5 })).items[0]?.quantity).toBe(2);
    expect(reduce(emptyCart, addItem({ ...sencha, quantity: 3, stock: 0 })).items).toEqual([]);
  });

  it('updates a line from the server: a lower stock lowers the ceiling, a new price the total', () => {
    const cart = reduce(
      cartWith({ ...sencha, quantity: 3, stock: 9 }),
      updateLine({ id: '1', stock: 2, price: 20 }),
    );
    expect(cart.items[0]).toMatchObject({ stock: 2, price: 20, quantity: 3 });
    expect(cart.totalAmount).toBe(60);
    expect(reduce(cart, setQuantity({ id: '1', quantity: 3 })).items[0]?.quantity).toBe(2);
  });

  it('ignores adding zero or a negative quantity', () => {
    expect(reduce(emptyCart, addItem({ ...sencha, quantity: 0 }))).toEqual(emptyCart);
    expect(reduce(emptyCart, addItem({ ...sencha, quantity: -2 })).items).toEqual([]);
  });

  it('keeps totals float-safe (0.1 x 3 is 0.3, not 0.30000000000000004)', () => {
    const cart = cartWith(gyokuro, { ...gyokuro, id: '3', quantity: 1 });
    expect(cart.totalAmount).toBe(0.3);
    expect(cartTotal([{ ...sencha, price: 10.2, quantity: 3 }])).toBe(30.6);
  });

  it('set replaces the quantity and clamps it at 0', () => {
    let cart = reduce(cartWith(sencha), setQuantity({ id: '1', quantity: 5 }));
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.totalAmount).toBe(92.5);
    cart = reduce(cart, setQuantity({ id: '1', quantity: -4 }));
    expect(cart.items[0]?.quantity).toBe(0);
    expect(cart.totalAmount).toBe(0);
  });

  it('set on an unknown line changes nothing', () => {
    const cart = cartWith(sencha);
    expect(reduce(cart, setQuantity({ id: 'nope', quantity: 3 }))).toBe(cart);
  });

  it('remove decreases a line, and deletes it at 0 or below', () => {
    let cart = cartWith({ ...sencha, quantity: 3 }, gyokuro);
    cart = reduce(cart, removeItem({ id: '1', quantity: 1 }));
    expect(cart.items.find((item) => item.id === '1')?.quantity).toBe(2);
    expect(cart.totalAmount).toBe(37.2);
    cart = reduce(cart, removeItem({ id: '1', quantity: 5 }));
    expect(cart.items.map((item) => item.id)).toEqual(['2']);
    expect(cart.totalAmount).toBe(0.2);
  });

  it('remove without a quantity deletes the whole line', () => {
    const cart = reduce(cartWith({ ...sencha, quantity: 3 }), removeItem({ id: '1' }));
    expect(cart.items).toEqual([]);
    expect(cart.totalAmount).toBe(0);
  });

  it('sets and clears the shipping address and service', () => {
    let cart = reduce(cartWith(sencha), setShippingAddress(address));
    cart = reduce(cart, setShippingService(service));
    expect(cart.shippingAddress).toEqual(address);
    expect(cart.shippingService).toEqual(service);
    cart = reduce(cart, setShippingService(undefined));
    expect(cart).not.toHaveProperty('shippingService');
    cart = reduce(cart, setShippingAddress(undefined));
    expect(cart).not.toHaveProperty('shippingAddress');
    expect(cart.totalAmount).toBe(18.5);
  });

  it('clear empties the items but keeps the address', () => {
    let cart = reduce(cartWith(sencha, gyokuro), setShippingAddress(address));
    cart = reduce(cart, clearCart());
    expect(cart.items).toEqual([]);
    expect(cart.totalAmount).toBe(0);
    expect(cart.shippingAddress).toEqual(address);
  });

  it('replace swaps in the whole cart', () => {
    const other: Cart = { items: [gyokuro], totalAmount: 0.2 };
    expect(reduce(cartWith(sencha), replaceCart(other))).toEqual(other);
  });

  it('counts items by quantity', () => {
    expect(cartItemCount(cartWith({ ...sencha, quantity: 2 }, gyokuro))).toBe(4);
  });
});

describe('cart line bound', () => {
  // Below the bound on its own, above it twice over.
  const most: CartItem = {
    id: 's',
    name: 'Sencha',
    imageUrl: '',
    price: 10,
    quantity: MAX_LINE_QUANTITY - 1,
  };

  it('never lets adds take a line above MAX_LINE_QUANTITY', () => {
    let state = cartSlice.reducer(emptyCart, addItem(most));
    state = cartSlice.reducer(state, addItem(most));
    expect(state.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(state.totalAmount).toBe(MAX_LINE_QUANTITY * 10);
  });

  it('clamps a first add above the bound', () => {
    const state = cartSlice.reducer(emptyCart, addItem({ ...most, quantity: MAX_LINE_QUANTITY * 3 }));
    expect(state.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('clamps a set quantity to the bound', () => {
    const state = cartSlice.reducer(
      cartSlice.reducer(emptyCart, addItem(most)),
      setQuantity({ id: 's', quantity: 1e9 }),
    );
    expect(state.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});
