import type { Cart } from '../domain/types';
import { cartItemCount } from './cartRules';

export interface CartRootState {
  cart: Cart;
}

export const selectCart = (state: CartRootState): Cart => state.cart;
export const selectCartCount = (state: CartRootState): number => cartItemCount(state.cart);
