import { cookieValue } from '../boot/cookieValue';

/**
 * Whether the shopper's cart has lines, kept in a first-party cookie for the render server
 * (docs/server-rendering.md#the-empty-cart): the cart itself is in the browser's storage, which a server never
 * sees, so the server renders the cart page only when this says the cart is empty, and leaves a cart with lines
 * to the browser. Only the page's own script writes it; it says nothing about which lines.
 */
export const CART_HINT_COOKIE = 'sencha_cart';
export type CartHint = 'empty' | 'filled';
const ONE_YEAR_S = 365 * 24 * 3600;

/** The hint a value names; null when it is missing or anything the shell never writes. */
export const cartHintOf = (value: string | undefined): CartHint | null =>
  value === 'filled' || value === 'empty' ? value : null;

/**
 * The hint a Cookie header carries: 'filled' only when it says so. No cookie is a new browser, whose cart is
 * empty; a value the shell never writes is treated as no cookie.
 */
export const readCartHint = (cookie: string): CartHint =>
  cartHintOf(cookieValue(cookie, CART_HINT_COOKIE)) ?? 'empty';

/** The cookie that keeps a hint, as the browser writes it. */
export const cartHintCookie = (hint: CartHint, secure: boolean): string =>
  `${CART_HINT_COOKIE}=${hint}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
