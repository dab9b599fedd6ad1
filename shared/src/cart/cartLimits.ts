// The cart's bounds, apart from its rules so the wire schemas can use them without importing the rules
// (which read the schemas' types): docs/product-rules/cart.md.

/** The most lines one cart holds. */
export const MAX_CART_LINES = 50;
/** The most of one item a cart line holds: with the units one client may hold at checkout (the API's
 * CHECKOUT_MAX_UNITS_PER_CLIENT), what bounds the stock one stranger can keep from everyone else (docs/commerce.md). */
export const MAX_LINE_QUANTITY = 20;
