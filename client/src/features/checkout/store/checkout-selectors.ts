import type { LineItem } from '@/lib/line-item';
import { initialCheckoutState, type CheckoutState } from './checkout-slice';
import type { PaymentGoodsState } from './payment-goods-slice';

// Read by the lazily loaded checkout screens and saga only, so kept out of the slices the first load carries.

type WithPaymentGoods = { paymentGoods: PaymentGoodsState };
type WithCheckout = { checkout: CheckoutState };

const EMPTY: LineItem[] = [];
export const selectPaymentGoods = (state: WithPaymentGoods) => state.paymentGoods?.items ?? EMPTY;
export const selectPaymentGoodsSource = (state: WithPaymentGoods) => state.paymentGoods?.source ?? 'cart';
export const selectCheckoutReturnTo = (state: WithPaymentGoods) => state.paymentGoods?.returnTo ?? '/';

export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout ?? initialCheckoutState;
export const selectOrderKey = (state: WithCheckout) => selectCheckout(state).orderKey;
export const selectConsentsGiven = (state: WithCheckout) => Object.values(selectCheckout(state).consents).every(Boolean);
