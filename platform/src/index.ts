// @sencha/platform: what must exist once on the page, shared as a strict-version federation singleton.
// Raise the version (package.json) on every change to this contract: a major for a breaking one.
// See docs/architecture.md#the-platform-contract.
export * from './contract/pageTypes';
export * from './cart/cartSlice';
// Kept for remotes built against 1.9 and earlier, which read these rules from here; new code imports them
// from @sencha/shared.
export { MAX_LINE_QUANTITY, cartItemCount, cartTotal, emptyCart } from '@sencha/shared/cart-rules';
export * from './cart/selectors';
export { sanitizeCart } from './cart/sanitizeCart';
export * from './alerts/alertsSlice';
export * from './alerts/alertService';
export * from './alerts/useAlerts';
export { CART_STORAGE_KEY, cartFromStorageEvent } from './store/cartPersistence';
export * from './store/createStore';
export * from './store/hooks';
export * from './store/safeStorage';
export * from './config/runtimeConfig';
export * from './api/apiClient';
export * from './api/httpObservers';
export * from './logging/logger';
export * from './flags/flagDefaults';
export * from './flags/FlagsContext';
export * from './flags/featureFlagContext';
export * from './flags/gateDecision';
export * from './contract/pages';
export * from './meta/pageMetadataReport';
export * from './render/loadSeed';
