/**
 * The message the sandbox card form (served by the API) posts to the checkout page (in mfe-cart-checkout) with
 * its height, so the frame fits it with no scrolling inside: both sides name it here.
 */
export const SANDBOX_HEIGHT_MESSAGE = 'sencha:sandbox-height';
