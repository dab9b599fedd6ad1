import type { Alert } from '@sencha/platform';

/**
 * Every cart, shipping and checkout text a shopper reads, in one place and word for word as
 * docs/product-rules/cart.md#cart-page and docs/product-rules/checkout.md quote them.
 */
export const VERIFY_FAILED_CONFIRM =
  'We were not able to verify your shipping address. Would you like to use it and proceed anyway?';
export const CART_INVALID_ALERT =
  'Your cart has 1 or more errors and failed a security check. Please review the cart and try again.';
export const CART_VALIDATION_FAILED_ALERT =
  'An error occurred while validating the cart. Please try again shortly.';
export const SESSION_CREATE_ERROR =
  'An error occurred while creating a checkout session. Please try again shortly.';
export const SESSION_READ_ERROR =
  'An error occurred while retrieving the checkout session. Please try again shortly.';
export const CLEAR_CART_CONFIRM = 'Would you like to clear your cart? ';
export const ENTER_ADDRESS_TEXT = 'Please enter your shipping address to find available shipping options.';

type Toast = Omit<Alert, 'type'> & { type: Alert['type'] };

export const ALERTS = {
  addressIncomplete: {
    type: 'warning',
    title: 'Address May Not Be Complete',
    description: 'The address looks valid, but may not be complete.',
    duration: 20000,
  },
  addressValid: {
    type: 'success',
    title: 'Address is Valid',
    description: 'The address is valid and ready for shipping.',
  },
  revalidateError: {
    type: 'error',
    title: 'Error Revalidating Address',
    description: 'There was an error revalidating the address. Please try again.',
  },
  servicesError: {
    type: 'error',
    title: 'Error Loading Shipping Services',
    description: 'There was an error loading the shipping services. Please try again.',
  },
  servicesUpdated: { type: 'info', title: 'Shipping Services Updated', description: '' },
  addressFound: {
    type: 'success',
    title: 'Shipping Address Found',
    description: 'A shipping address has been found. Loading shipping services.',
  },
  noAddress: {
    type: 'warning',
    title: 'Shipping Address is Incomplete',
    description: 'Please review your shipping address before proceeding.',
  },
  noService: {
    type: 'warning',
    title: 'Shipping Service Not Selected',
    description: 'Please select a shipping service before proceeding.',
  },
} satisfies Record<string, Toast>;
