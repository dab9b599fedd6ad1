import type { Cart, CartItem } from '@sencha/shared/contract';
import { addItem } from '../cart/cartSlice';
import { CART_STORAGE_KEY, cartFromStorageEvent } from './cartPersistence';
import { createStorefrontStore, type StorefrontStore } from './createStore';

const sencha: CartItem = { id: '1', name: 'Sencha', imageUrl: '/s.png', price: 18.5, quantity: 2 };
const matcha: CartItem = { id: '2', name: 'Matcha', imageUrl: '/m.png', price: 32, quantity: 1 };

const opened: StorefrontStore[] = [];

/** A store whose cart has been read back from storage (redux-persist rehydrates asynchronously). */
async function openStore(): Promise<StorefrontStore> {
  const created = createStorefrontStore();
  opened.push(created);
  await created.rehydrated;
  return created;
}

const cartOf = ({ store }: StorefrontStore) => store.getState().cart;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  for (const created of opened.splice(0)) {
    created.persistor.pause();
    created.dispose();
  }
});

describe('cart persistence', () => {
  it('writes a line added just before the page goes as it goes', async () => {
    const created = await openStore();
    created.store.dispatch(addItem(sencha));
    expect(window.localStorage.getItem('cart')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    // At once: nothing after pagehide is sure to run.
    const stored = JSON.parse(window.localStorage.getItem('cart') ?? 'null') as Cart | null;
    expect(stored?.items.map((item) => item.id)).toEqual([sencha.id]);
  });

  it('saves the cart as plain JSON under exactly the key "cart"', async () => {
    const created = await openStore();
    created.store.dispatch(addItem(sencha));
    await created.persistor.flush();

    expect(CART_STORAGE_KEY).toBe('cart');
    expect(window.localStorage.getItem('persist:cart')).toBeNull();
    const raw = window.localStorage.getItem('cart');
    expect(raw).not.toBeNull();
    const stored = JSON.parse(raw ?? 'null') as Cart;
    // Not redux-persist's double encoding: items is an array, not a JSON string.
    expect(stored.items).toEqual([sencha]);
    expect(stored.totalAmount).toBe(37);
  });

  it('loads a stored cart into a new store', async () => {
    const cart: Cart = { items: [sencha, matcha], totalAmount: 69 };
    window.localStorage.setItem('cart', JSON.stringify(cart));
    const created = await openStore();
    expect(cartOf(created).items).toEqual([sencha, matcha]);
    expect(cartOf(created).totalAmount).toBe(69);
  });

  it('survives a round trip through a second store', async () => {
    const first = await openStore();
    first.store.dispatch(addItem(matcha));
    await first.persistor.flush();
    const second = await openStore();
    expect(cartOf(second).items).toEqual([matcha]);
  });

  it.each([
    '{not json',
    '"hello"',
    'hello',
    '{"items":"x"}',
    '[1,2]',
    '42',
    'null',
    '{"items":[1,"a",null]}',
  ])('loads the foreign value %p as an empty cart without throwing', async (value) => {
    window.localStorage.setItem('cart', value);
    const created = await openStore();
    expect(cartOf(created).items).toEqual([]);
    expect(cartOf(created).totalAmount).toBe(0);

    // And the store keeps working: the next change overwrites the bad value.
    created.store.dispatch(addItem(sencha));
    await created.persistor.flush();
    expect((JSON.parse(window.localStorage.getItem('cart') ?? 'null') as Cart).items).toEqual([sencha]);
  });

  it('keeps the good lines of a stored cart with one bad line', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [sencha, { id: '9', name: 'Broken', price: 'free', quantity: 1 }, matcha],
        totalAmount: 1,
      }),
    );
    const created = await openStore();
    expect(cartOf(created).items).toEqual([sencha, matcha]);
    expect(cartOf(created).totalAmount).toBe(69);
  });

  it('replaces the cart when another tab writes it', async () => {
    const created = await openStore();
    created.store.dispatch(addItem(sencha));
    const other: Cart = { items: [matcha], totalAmount: 32 };
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify(other) }));
    expect(cartOf(created).items).toEqual([matcha]);
    expect(cartOf(created).totalAmount).toBe(32);
  });

  it('empties the cart when another tab removes it, and ignores other keys', async () => {
    const created = await openStore();
    created.store.dispatch(addItem(sencha));
    window.dispatchEvent(new StorageEvent('storage', { key: 'items-jwt', newValue: 'x' }));
    expect(cartOf(created).items).toEqual([sencha]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null }));
    expect(cartOf(created).items).toEqual([]);
  });

  it('stops listening to other tabs once disposed', async () => {
    const created = await openStore();
    created.dispose();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'cart',
        newValue: JSON.stringify({ items: [matcha], totalAmount: 32 }),
      }),
    );
    expect(cartOf(created).items).toEqual([]);
  });

  it('reads corrupt storage events as an empty cart', () => {
    expect(cartFromStorageEvent({ key: 'cart', newValue: '{oops' })).toEqual({ items: [], totalAmount: 0 });
    expect(cartFromStorageEvent({ key: 'other', newValue: '{}' })).toBeNull();
  });
});
