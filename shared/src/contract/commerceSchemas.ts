/**
 * Wire shapes of the commerce routes (shipping, cart, checkout, orders, reviews, operator), written once with
 * TypeBox like the catalogue's (./catalogSchemas.ts): routes validate with them, types derive from them, and
 * the storefront reads those same types (./index.ts).
 *
 * Request bodies come from the browser's cart (localStorage): every string, number and list is bounded, numbers
 * are only read to be compared with the database's (docs/commerce.md#prices-come-from-the-server). The API adds
 * the wire rule to every string and number (docs/observability.md#wire-values): well-formed Unicode without NUL,
 * finite numbers.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { CHECKOUT_SESSION_ID_PATTERN } from '../checkout/sessionId';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cartLimits';
import { MAX_REVIEW_LENGTH } from '../orders/reviewRules';
import { named, ref } from './catalogSchemas';

/** Text without control characters (PostgreSQL refuses NUL, and nothing we print needs the others). */
const PLAIN = '^[^\\u0000-\\u001F\\u007F]*$';
const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: PLAIN, ...(description ? { description } : {}) });

/** The cart's lines are bounded like the storefront's cart (docs/product-rules/cart.md#cart). */
export { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_REVIEW_LENGTH };

/** The most any amount on the wire may say, in AUD (the API reads no price above it: api/src/cart/money.ts). */
const MAX_AUD = 1_000_000;
const Aud = (description: string) => Type.Number({ minimum: 0, maximum: MAX_AUD, description });
/**
 * Units on a cart line as the wire may carry them: the cart rule answers anything outside 1 to
 * MAX_LINE_QUANTITY with its own line message; beyond this bound the request itself is refused.
 */
const MAX_WIRE_QUANTITY = 10_000;

export const PostalAddressSchema = named(
  'PostalAddress',
  Type.Object({
    line1: Text(200),
    line2: Type.Optional(Type.Union([Text(200), Type.Null()])),
    city: Text(100),
    state: Text(100),
    postal_code: Text(20),
    country: Text(60, 'ISO 3166-1 alpha-2'),
  }),
);

export const ShippingAddressSchema = named(
  'ShippingAddress',
  Type.Object({ name: Text(200), address: ref(PostalAddressSchema) }),
);

export const AddressVerificationSchema = named(
  'AddressVerificationResult',
  Type.Object({ addressComplete: Type.Boolean(), hasUnconfirmedComponents: Type.Boolean() }),
);

export const ShippingServiceOptionSchema = named(
  'ShippingServiceOption',
  Type.Object({
    serviceCode: Text(100, "Australia Post's service code, e.g. AUS_PARCEL_REGULAR"),
    serviceName: Text(200),
    name: Type.Optional(Text(200, 'The same as serviceName')),
    deliveryTime: Text(200),
    description: Text(500),
    price: Aud('AUD, as is (dollars)'),
  }),
);

export const CartItemSchema = named(
  'CartItem',
  Type.Object({
    id: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: PLAIN,
      description: 'Product id, or slug when there is none',
    }),
    name: Text(300),
    slug: Type.Optional(Text(200)),
    imageUrl: Text(2048),
    price: Aud('AUD as the shopper saw it: compared with the database, never used'),
    quantity: Type.Integer({ minimum: 0, maximum: MAX_WIRE_QUANTITY }),
    stock: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        description: 'The stock the browser last saw: ignored',
      }),
    ),
  }),
);

export const CartSchema = named(
  'Cart',
  Type.Object({
    items: Type.Array(ref(CartItemSchema), { maxItems: MAX_CART_LINES }),
    totalAmount: Aud('AUD: compared with the server total, never used'),
    shippingAddress: Type.Optional(ref(ShippingAddressSchema)),
    shippingService: Type.Optional(ref(ShippingServiceOptionSchema)),
  }),
);

const ValidationStatusSchema = named(
  'ValidationStatus',
  Type.Object({
    status: Type.String({ description: "'success' means fine" }),
    message: Type.String(),
  }),
);

export const CartValidationResultSchema = named(
  'CartValidationResult',
  Type.Object({
    items: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Messages per cart item id (absent: the line is fine)',
    }),
    totalAmount: ref(ValidationStatusSchema),
    shippingAddress: Type.Optional(ref(ValidationStatusSchema)),
    shippingService: Type.Optional(ref(ValidationStatusSchema)),
  }),
);

export const CheckoutSessionCreatedSchema = named(
  'CheckoutSessionCreated',
  Type.Object({
    sessionId: Type.String(),
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    clientSecret: Type.Union([Type.String(), Type.Null()], {
      description: "Stripe: the Embedded Checkout's client secret",
    }),
    url: Type.Union([Type.String(), Type.Null()], {
      description: "Sandbox: the embedded card form's address, for an iframe",
    }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
);

export const CheckoutSessionSchema = named(
  'CheckoutSession',
  Type.Object({
    status: Type.String({
      description: "'open', 'processing' (paid, settling later), 'complete' or 'expired'",
    }),
    customer_email: Type.Union([Type.String(), Type.Null()]),
    customer_details: Type.Optional(
      Type.Union([Type.Object({ email: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
    ),
    orderId: Type.Union([Type.String(), Type.Null()]),
    sessionId: Type.String(),
  }),
);

export const SessionIdParamsSchema = Type.Object({
  sessionId: Type.String({ minLength: 1, maxLength: 255, pattern: CHECKOUT_SESSION_ID_PATTERN }),
});

export const OrderIdParamsSchema = Type.Object({
  // Longer than a UUID, so that a malformed id is still the order service's 404.
  orderId: Type.String({ maxLength: 100, description: 'Order id (a UUID)' }),
});

export const DeliveryStateSchema = named(
  'DeliveryState',
  Type.Object({ state: Type.String(), createdAt: Type.String({ format: 'date-time' }) }),
);

export const OrderLineItemSchema = named(
  'OrderLineItem',
  Type.Object({
    name: Type.String(),
    slug: Type.String(),
    imageUrl: Type.String(),
    productQuantity: Type.Integer(),
    unitPrice: Type.Integer({ description: 'Cents' }),
  }),
);

export const ShippingDetailSchema = named(
  'ShippingDetail',
  Type.Object({
    serviceName: Type.String(),
    cost: Type.Number({ description: 'AUD, shown as is (not divided by 100)' }),
  }),
);

export const OrderReviewSchema = named(
  'OrderReview',
  Type.Object({
    starRating: Type.Integer({ minimum: 1, maximum: 5 }),
    reviewText: Type.String(),
    approvedDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);

export const OrderSchema = named(
  'Order',
  Type.Object({
    id: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    totalAmount: Type.Integer({ description: 'Cents' }),
    discountAmount: Type.Integer({ description: 'Cents' }),
    deliveryStates: Type.Array(ref(DeliveryStateSchema), { description: 'Newest first' }),
    orderLineItems: Type.Array(ref(OrderLineItemSchema)),
    shippingDetail: Type.Union([ref(ShippingDetailSchema), Type.Null()]),
    orderReview: Type.Union([ref(OrderReviewSchema), Type.Null()]),
  }),
);

export const ReviewBodySchema = named(
  'ReviewBody',
  Type.Object({
    starRating: Type.Integer({ minimum: 1, maximum: 5 }),
    // Line breaks are fine in a review; NUL is not (PostgreSQL refuses it).
    reviewText: Type.Optional(Type.String({ maxLength: MAX_REVIEW_LENGTH, pattern: '^[^\\u0000]*$' })),
  }),
);

export const ReviewSavedSchema = named(
  'ReviewSaved',
  Type.Object({ status: Type.Literal('saved'), orderReview: ref(OrderReviewSchema) }),
);

export const OPERATOR_STATES = ['processing', 'in transit', 'delivered', 'cancelled'] as const;

export const DeliveryStateBodySchema = Type.Object({
  state: Type.Union(OPERATOR_STATES.map((state) => Type.Literal(state))),
});

export const AdminOrderSchema = named(
  'AdminOrder',
  Type.Object({
    id: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    state: Type.String({ description: 'The latest delivery state' }),
    totalAmount: Type.Integer({ description: 'Cents' }),
    itemCount: Type.Integer(),
    customerEmail: Type.Union([Type.String(), Type.Null()]),
    reviewPending: Type.Boolean({ description: 'A review waits for approval' }),
  }),
);

export const AdminOrdersQuerySchema = Type.Object({
  state: Type.Optional(Type.Union(['pending', ...OPERATOR_STATES].map((state) => Type.Literal(state)))),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export type PostalAddress = Static<typeof PostalAddressSchema>;
export type ShippingAddress = Static<typeof ShippingAddressSchema>;
export type AddressVerificationResult = Static<typeof AddressVerificationSchema>;
export type ShippingServiceOption = Static<typeof ShippingServiceOptionSchema>;
export type CartItem = Static<typeof CartItemSchema>;
export type Cart = Static<typeof CartSchema>;
export type ValidationStatus = Static<typeof ValidationStatusSchema>;
export type CartValidationResult = Static<typeof CartValidationResultSchema>;
export type CheckoutSessionCreated = Static<typeof CheckoutSessionCreatedSchema>;
export type CheckoutSession = Static<typeof CheckoutSessionSchema>;
export type DeliveryState = Static<typeof DeliveryStateSchema>;
export type OrderLineItem = Static<typeof OrderLineItemSchema>;
export type ShippingDetail = Static<typeof ShippingDetailSchema>;
export type OrderReview = Static<typeof OrderReviewSchema>;
export type Order = Static<typeof OrderSchema>;
export type OperatorState = (typeof OPERATOR_STATES)[number];
export type AdminOrder = Static<typeof AdminOrderSchema>;

/** In dependency order (registered after ./catalogSchemas.ts's: see ./allSchemas.ts). */
export const commerceSchemas: TSchema[] = [
  PostalAddressSchema,
  ShippingAddressSchema,
  AddressVerificationSchema,
  ShippingServiceOptionSchema,
  CartItemSchema,
  CartSchema,
  ValidationStatusSchema,
  CartValidationResultSchema,
  CheckoutSessionCreatedSchema,
  CheckoutSessionSchema,
  DeliveryStateSchema,
  OrderLineItemSchema,
  ShippingDetailSchema,
  OrderReviewSchema,
  OrderSchema,
  ReviewBodySchema,
  ReviewSavedSchema,
  AdminOrderSchema,
];
