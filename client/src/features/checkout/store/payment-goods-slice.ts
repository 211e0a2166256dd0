import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LineItem } from '@/lib/line-item';

/** Where the goods came from: the cart (its lines leave the cart once paid) or buy-now (the cart is not touched). */
export type PaymentGoodsSource = 'cart' | 'buy-now';

/** The goods checkout is about to pay for: one line from buy-now, or the cart's lines. Persisted. */
export interface PaymentGoodsState {
  items: LineItem[];
  source: PaymentGoodsSource;
  /** Where the browser's back button leaves checkout for: the product page for buy-now, else home. */
  returnTo: string;
}

const initialState: PaymentGoodsState = { items: [], source: 'cart', returnTo: '/' };

export interface PaymentGoodsPayload {
  items: LineItem[];
  source: PaymentGoodsSource;
  returnTo?: string;
}

export const paymentGoodsSlice = createSlice({
  name: 'paymentGoods',
  initialState,
  reducers: {
    setPaymentGoods(_state, action: PayloadAction<PaymentGoodsPayload>) {
      const { items, source, returnTo = '/' } = action.payload;
      return { items, source, returnTo };
    },
    clearPaymentGoods() {
      return initialState;
    },
  },
});

export const { setPaymentGoods, clearPaymentGoods } = paymentGoodsSlice.actions;
export const paymentGoodsReducer = paymentGoodsSlice.reducer;
