/** The part of the Web Storage API the shop uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage that never throws: with site data blocked (the getter itself throws), in a private window or
 * with a full quota, values live in memory for this visit instead. The shop and the cart keep working.
 */
export function createSafeStorage(open: () => StorageLike | null | undefined): StorageLike {
  const memory = new Map<string, string>();
  const real = (): StorageLike | null => {
    try {
      return open() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return real()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const storage = real();
        if (!storage) throw new Error('storage unavailable');
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
    },
  };
}

let pageStorage: StorageLike | null = null;

/** The page's one safe view of window.localStorage. */
export function safeLocalStorage(): StorageLike {
  pageStorage ??= createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
  return pageStorage;
}
