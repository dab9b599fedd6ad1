/** An order id as the API issues them (a random UUID, lowercase): the order page is public by id. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isOrderId = (value: unknown): value is string =>
  typeof value === 'string' && ORDER_ID.test(value);
