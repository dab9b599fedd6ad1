import { CART_STORAGE_KEY, readStoredCartItems } from './storedCart';

const storageWith = (value: string | null): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (key === CART_STORAGE_KEY ? value : null),
});

describe('readStoredCartItems', () => {
  it('reads the cart stored under its key, keeping only the well-formed lines', () => {
    const stored = JSON.stringify({
      items: [
        { id: 'a', name: 'Sencha', price: 12.5, quantity: 2, slug: 'sencha-50g' },
        { id: 'b', name: 'No price', quantity: 1 },
      ],
    });
    const items = readStoredCartItems(storageWith(stored));
    expect(items.map((item) => [item.slug, item.quantity])).toEqual([['sencha-50g', 2]]);
  });

  it('reads nothing stored, broken JSON and blocked storage as an empty cart', () => {
    expect(readStoredCartItems(storageWith(null))).toEqual([]);
    expect(readStoredCartItems(storageWith('{"items": ['))).toEqual([]);
    expect(readStoredCartItems(storageWith('{"items": "none"}'))).toEqual([]);
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readStoredCartItems(blocked)).toEqual([]);
  });
});
