import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lineTotal } from '@/lib/line-item';
import { setPaymentGoods } from './payment-goods-slice';

/** What checkout charges: the goods price, the coupon taken off it, and the total = price − coupon. */
export interface PriceState {
  price: number;
  total: number;
  couponName: string;
  couponPrice: number;
}

const initialState: PriceState = { price: 0, total: 0, couponName: '', couponPrice: 0 };

// A coupon larger than the price makes the order free, never negative.
const totalOf = (price: number, couponPrice: number) => Math.max(0, price - couponPrice);

export const priceSlice = createSlice({
  name: 'price',
  initialState,
  reducers: {
    setPrice(state, action: PayloadAction<number>) {
      state.price = action.payload;
      state.total = totalOf(state.price, state.couponPrice);
    },
    setCoupon(state, action: PayloadAction<{ couponName: string; couponPrice: number }>) {
      state.couponName = action.payload.couponName;
      state.couponPrice = action.payload.couponPrice;
      state.total = totalOf(state.price, state.couponPrice);
    },
    clearCoupon(state) {
      state.couponName = '';
      state.couponPrice = 0;
      state.total = state.price;
    },
    resetPrice() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // Goods handed to checkout start at their total without a coupon; the order-info step puts the server's quote here.
    builder.addCase(setPaymentGoods, (_state, { payload }) => {
      const price = payload.items.reduce((sum, item) => sum + lineTotal(item), 0);
      return { ...initialState, price, total: price };
    });
  },
});

export const { setPrice, setCoupon, clearCoupon, resetPrice } = priceSlice.actions;
export const priceReducer = priceSlice.reducer;

export const selectPrice = (state: { price: PriceState }) => state.price;
