import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lineKey, type LineItem } from '@/lib/line-item';

export interface CartState {
  items: LineItem[];
}

const initialState: CartState = { items: [] };

const findLine = (state: CartState, key: string) => state.items.find((item) => lineKey(item) === key);

/**
 * The cart: lines are matched by goods id plus chosen options (a line without options by its id).
 * Actions that act on one line take its key from lineKey().
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adds the incoming count to a matching line, or appends a new line. */
    insert(state, action: PayloadAction<LineItem>) {
      const existing = findLine(state, lineKey(action.payload));
      if (existing) existing.count += action.payload.count;
      else state.items.push(action.payload);
    },
    increase(state, action: PayloadAction<string>) {
      const line = findLine(state, action.payload);
      if (line) line.count += 1;
    },
    /** No lower bound here (as the spec's state has none); the cart screen keeps quantities at 1 or more. */
    decrease(state, action: PayloadAction<string>) {
      const line = findLine(state, action.payload);
      if (line) line.count -= 1;
    },
    deleteItem(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => lineKey(item) !== action.payload);
    },
    initialize() {
      return initialState;
    },
  },
});

export const { insert, increase, decrease, deleteItem, initialize } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
