import type { Dispatch } from '@reduxjs/toolkit';
import { lineTotal, type LineItem } from '@/lib/line-item';
import { setPaymentGoods, type PaymentGoodsSource } from './payment-goods-slice';
import { clearCoupon, setPrice } from './price-slice';

/**
 * Hands goods to checkout: the cart's lines, or buy-now's one line (with the product page to return to). The price
 * state starts at the goods total without a coupon; the order-info step replaces it with the server's quote.
 */
export function startCheckout(dispatch: Dispatch, items: LineItem[], source: PaymentGoodsSource, returnTo = '/') {
  dispatch(setPaymentGoods({ items, source, returnTo }));
  dispatch(clearCoupon());
  dispatch(setPrice(items.reduce((sum, item) => sum + lineTotal(item), 0)));
}
