import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LineItem } from '@/lib/line-item';

/** The goods checkout is about to pay for: one line from buy-now, or the cart's lines. */
export interface PaymentGoodsState {
  items: LineItem[];
}

const initialState: PaymentGoodsState = { items: [] };

export const paymentGoodsSlice = createSlice({
  name: 'paymentGoods',
  initialState,
  reducers: {
    setPaymentGoods(state, action: PayloadAction<LineItem[]>) {
      state.items = action.payload;
    },
    clearPaymentGoods() {
      return initialState;
    },
  },
});

export const { setPaymentGoods, clearPaymentGoods } = paymentGoodsSlice.actions;
export const paymentGoodsReducer = paymentGoodsSlice.reducer;

export const selectPaymentGoods = (state: { paymentGoods: PaymentGoodsState }) => state.paymentGoods.items;
