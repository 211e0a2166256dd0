import { lineTotal, type LineItem } from '@/lib/line-item';
import type { CartState } from './cart-slice';

type WithCart = { cart: CartState };

const EMPTY: LineItem[] = [];

export const selectCartItems = (state: WithCart): LineItem[] => state.cart?.items ?? EMPTY;

/** How many pieces are in the cart (the header's badge). */
export const selectCartCount = (state: WithCart): number =>
  selectCartItems(state).reduce((sum, item) => sum + item.count, 0);

/** Sum of (goods price + option prices) × count over every line, in won. */
export const selectCartTotal = (state: WithCart): number =>
  selectCartItems(state).reduce((sum, item) => sum + lineTotal(item), 0);

/** Checkout's title: the first item's name, plus "외 N건" for the other lines; '' when empty. */
export const selectCartTitle = (state: WithCart): string => {
  const items = selectCartItems(state);
  if (items.length === 0) return '';
  const others = items.length - 1;
  return others > 0 ? `${items[0].goodsName} 외 ${others}건` : items[0].goodsName;
};
