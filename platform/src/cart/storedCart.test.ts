import { CART_STORAGE_KEY, readStoredCart } from './storedCart';

const storageWith = (value: string | null): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (key === CART_STORAGE_KEY ? value : null),
});

describe('readStoredCart', () => {
  it('reads the cart stored under its key, keeping only the well-formed lines', () => {
    const stored = JSON.stringify({
      items: [
        { id: 'a', name: 'Sencha', price: 12.5, quantity: 2, slug: 'sencha-50g' },
        { id: 'b', name: 'No price', quantity: 1 },
      ],
    });
    const cart = readStoredCart(storageWith(stored));
    expect(cart.items.map((item) => item.slug)).toEqual(['sencha-50g']);
    expect(cart.totalAmount).toBe(25);
  });

  it('reads nothing stored, broken JSON and blocked storage as an empty cart', () => {
    expect(readStoredCart(storageWith(null)).items).toEqual([]);
    expect(readStoredCart(storageWith('{"items": [')).items).toEqual([]);
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readStoredCart(blocked).items).toEqual([]);
  });
});
