import { createSlice, type PayloadAction } from '@sencha/platform/redux-toolkit';
import type { Cart, CartItem, ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';
import { cartTotal, clampQuantity, emptyCart, lineQuantityLimit } from '@sencha/shared/cart-rules';

/** 0 up to the line's ceiling (MAX_LINE_QUANTITY, and the product's stock when the line knows it). */
const clampLine = (quantity: number, stock?: number): number =>
  clampQuantity(quantity, lineQuantityLimit(stock));

function withTotal(state: Cart): void {
  state.totalAmount = cartTotal(state.items);
}

export interface QuantityChange {
  id: string;
  quantity: number;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /**
     * Adds to an existing line, or adds a new line; never above the product's stock when the payload says it
     * (two adds of 2 against a stock of 2 make 2). The payload's stock refreshes the line's.
     */
    addItem(state, action: PayloadAction<CartItem>) {
      const { stock } = action.payload;
      const line = state.items.find((item) => item.id === action.payload.id);
      if (line) {
        if (stock !== undefined) line.stock = stock;
        line.quantity = clampLine(line.quantity + clampLine(action.payload.quantity), line.stock);
      } else {
        const quantity = clampLine(action.payload.quantity, stock);
        if (quantity <= 0) return;
        state.items.push({ ...action.payload, quantity });
      }
      withTotal(state);
    },
    /** Replaces a line's quantity (clamped to 0..its maximum; the line stays until removed). */
    setQuantity(state, action: PayloadAction<QuantityChange>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      if (!line) return;
      line.quantity = clampLine(action.payload.quantity, line.stock);
      withTotal(state);
    },
    /** The server's view of a line (cart validation): its stock now, and its price now. */
    updateLine(state, action: PayloadAction<{ id: string; stock?: number; price?: number }>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      if (!line) return;
      if (action.payload.stock !== undefined) line.stock = action.payload.stock;
      if (action.payload.price !== undefined) line.price = action.payload.price;
      withTotal(state);
    },
    /** Decreases a line by the given quantity (default: all of it); the line goes at 0 or below. */
    removeItem(state, action: PayloadAction<{ id: string; quantity?: number }>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      if (!line) return;
      const quantity = line.quantity - (action.payload.quantity ?? line.quantity);
      if (quantity <= 0) state.items = state.items.filter((item) => item.id !== action.payload.id);
      else line.quantity = quantity;
      withTotal(state);
    },
    setShippingAddress(state, action: PayloadAction<ShippingAddress | undefined>) {
      if (action.payload) state.shippingAddress = action.payload;
      else delete state.shippingAddress;
      withTotal(state);
    },
    setShippingService(state, action: PayloadAction<ShippingServiceOption | undefined>) {
      if (action.payload) state.shippingService = action.payload;
      else delete state.shippingService;
      withTotal(state);
    },
    /** Empties the items; the shipping address is kept for the next order. */
    clearCart(state) {
      state.items = [];
      delete state.shippingService;
      withTotal(state);
    },
    /** Replaces the whole cart (another tab changed it). */
    replaceCart(_state, action: PayloadAction<Cart>) {
      return action.payload;
    },
  },
});

export const {
  addItem,
  setQuantity,
  updateLine,
  removeItem,
  setShippingAddress,
  setShippingService,
  clearCart,
  replaceCart,
} = cartSlice.actions;
