import { getJson, postJson } from '@sencha/platform';
import type {
  AddressVerificationResult,
  Cart,
  CheckoutSession,
  CheckoutSessionCreated,
  ShippingAddress,
  ShippingServiceOption,
} from '@sencha/shared/contract';

/** The commerce API (docs/commerce.md): every call the cart, checkout and status pages make. */
export const commerceApi = {
  verifyAddress: (address: ShippingAddress) =>
    postJson<AddressVerificationResult>('/api/shipping/address/validate', address),
  shippingServices: (cart: Cart) => postJson<ShippingServiceOption[]>('/api/shipping/services', cart),
  validateCart: (cart: Cart) => postJson<unknown>('/api/cart/validate', cart),
  createSession: (cart: Cart) => postJson<CheckoutSessionCreated>('/api/checkout/session', cart),
  session: (sessionId: string, signal?: AbortSignal) =>
    getJson<CheckoutSession>(`/api/checkout/session/${encodeURIComponent(sessionId)}`, signal),
};

export type CommerceApi = typeof commerceApi;
