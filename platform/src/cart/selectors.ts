import type { Cart } from '@sencha/shared/contract';
import { cartItemCount } from '@sencha/shared/cart-rules';

export interface CartRootState {
  cart: Cart;
}

export const selectCart = (state: CartRootState): Cart => state.cart;
export const selectCartCount = (state: CartRootState): number => cartItemCount(state.cart);
