import { persistReducer, type PersistConfig } from 'redux-persist';
import type { Reducer } from '@sencha/platform/redux-toolkit';
import type { Cart } from '@sencha/shared/contract';
import { cartSlice } from '../cart/cartSlice';
import { sanitizeCart } from '../cart/sanitizeCart';
import { CART_STORAGE_KEY, cartFromJson } from '../cart/storedCart';
import { safeLocalStorage } from './safeStorage';

export { CART_STORAGE_KEY } from '../cart/storedCart';

const isPersistRoot = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && '_persist' in value;

/** A redux-persist storage over localStorage that keeps the cart in memory when storage is blocked or full. */
export const localStorageEngine = {
  getItem: async (key: string): Promise<string | null> => safeLocalStorage().getItem(key),
  setItem: async (key: string, value: string): Promise<void> => safeLocalStorage().setItem(key, value),
  removeItem: async (key: string): Promise<void> => safeLocalStorage().removeItem(key),
};

/** redux-persist 6 honours `serialize`/`deserialize` functions at runtime, but its types only know `serialize: boolean`. */
type CartPersistConfig = Omit<PersistConfig<Cart>, 'serialize'> & {
  serialize: (value: unknown) => unknown;
  deserialize: (value: unknown) => unknown;
};

export const cartPersistConfig: CartPersistConfig = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: localStorageEngine,
  // Store the cart as one readable JSON document instead of redux-persist's per-key double encoding.
  serialize: (value: unknown) => (isPersistRoot(value) ? JSON.stringify(value) : value),
  deserialize: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
  // A corrupt or foreign value becomes the well-formed part of it, or an empty cart.
  stateReconciler: (inbound: unknown) => sanitizeCart(inbound),
};

export const persistedCartReducer = persistReducer(
  cartPersistConfig as unknown as PersistConfig<Cart>,
  cartSlice.reducer as Reducer<Cart>,
);

/** Reads the cart another tab just wrote, if the storage event is about the cart. */
export function cartFromStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): Cart | null {
  return event.key === CART_STORAGE_KEY ? cartFromJson(event.newValue) : null;
}
