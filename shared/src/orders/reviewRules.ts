/** The longest review text a shopper can write and the API stores (docs/product-rules/orders.md). */
export const MAX_REVIEW_LENGTH = 2000;
