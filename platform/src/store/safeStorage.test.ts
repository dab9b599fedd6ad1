import { createSafeStorage } from './safeStorage';

describe('createSafeStorage', () => {
  it('uses the real storage when it works', () => {
    localStorage.clear();
    const storage = createSafeStorage(() => window.localStorage);
    storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps values in memory when the storage getter throws (site data blocked)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.getItem('cart')).toBeNull();
    storage.setItem('cart', '{"items":[]}');
    expect(storage.getItem('cart')).toBe('{"items":[]}');
    storage.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
  });

  it('keeps a value in memory when the quota is full, and reads it back', () => {
    const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = createSafeStorage(() => full);
    storage.setItem('cart', 'x');
    expect(storage.getItem('cart')).toBe('x');
  });
});
