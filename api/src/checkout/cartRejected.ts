import type { CartValidationResult } from '@sencha/shared/contract';
import { ValidationError } from '../core/errors';

/** A cart that failed validation: 400 with the validation result as the body. */
export class CartRejected extends ValidationError {
  constructor(readonly result: CartValidationResult) {
    super('The cart is not valid.', result);
  }
}
