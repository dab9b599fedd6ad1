import { configureStore } from '@sencha/platform/redux-toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { alertsSlice } from '../alerts/alertsSlice';
import { replaceCart } from '../cart/cartSlice';
import { cartFromStorageEvent, persistedCartReducer } from './cartPersistence';

function buildStore() {
  return configureStore({
    reducer: { cart: persistedCartReducer, alerts: alertsSlice.reducer },
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type StoreState = ReturnType<ReturnType<typeof buildStore>['getState']>;
export type StoreDispatch = ReturnType<typeof buildStore>['dispatch'];
export type Store = ReturnType<typeof buildStore>;

export interface StorefrontStore {
  store: Store;
  persistor: Persistor;
  /** Settles once the stored cart has been read back (redux-persist rehydrates asynchronously). */
  rehydrated: Promise<void>;
  /** Stops listening to other tabs. */
  dispose: () => void;
}

/**
 * A store that reads and writes no storage: one per server render, so no shopper's state outlives their request
 * (docs/server-rendering.md#one-composition-per-worker). Its state is what a browser's store starts from.
 */
export const createServerStore = (): Store => buildStore();

/** The one store of the page: created by the shell, shared with every remote through react-redux. */
export function createStorefrontStore(): StorefrontStore {
  const store = buildStore();
  const persistor = persistStore(store);
  const onStorage = (event: StorageEvent) => {
    const cart = cartFromStorageEvent(event);
    if (cart) store.dispatch(replaceCart(cart));
  };
  window.addEventListener('storage', onStorage);
  // redux-persist writes on its next tick: a line added just before the page goes (a link pressed at once) is
  // written as it goes, not lost.
  const onPageHide = () => void persistor.flush();
  window.addEventListener('pagehide', onPageHide);
  return {
    store,
    persistor,
    rehydrated: bootstrapped(persistor),
    dispose: () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
