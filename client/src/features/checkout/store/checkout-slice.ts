import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { setPaymentGoods } from './payment-goods-slice';
import type { NewAddress, PaymentMethod, SaveOrderArgs } from '../types';

export type ConsentKey = 'age' | 'terms' | 'privacy' | 'madeToOrder';
export type CheckoutConsents = Record<ConsentKey, boolean>;
export const NO_CONSENTS: CheckoutConsents = { age: false, terms: false, privacy: false, madeToOrder: false };

/** The shipment step's answer: an address-book entry, or a new address typed in. */
export type ShipmentChoice =
  | { kind: 'book'; addressId: number; recipient: string; phone: string; zipCode: string; address: string; adrDetail: string }
  | { kind: 'new'; address: NewAddress };

/**
 * idle → paying (the saga runs) → redirecting (the provider has the shopper) → the server's redirect ends it;
 * failed when the server refused, the provider failed or the time ran out; cancelled when the shopper gave up.
 */
export type PaymentPhase = 'idle' | 'paying' | 'redirecting' | 'failed' | 'cancelled';

/** What the pay button hands to the saga: the order as order_save.php takes it, without the idempotency key. */
export type PaymentRequest = Omit<SaveOrderArgs, 'orderId'>;

export interface CheckoutState {
  consents: CheckoutConsents;
  couponId: number | null;
  point: number;
  shipment: ShipmentChoice | null;
  /** The delivery request as sent: a preset sentence, the shopper's own words, or '' for none. */
  request: string;
  method: PaymentMethod;
  /** payment-id.php's key for this attempt: a retry after a failed save reuses it, so a double click is one order. */
  orderKey: string | null;
  /** The saved order waiting for the provider (rolled back if the payment does not go through). */
  pendingOrderId: number | null;
  phase: PaymentPhase;
  /** The last failure, in Korean, to show beside the pay button. */
  message: string;
}

/** The payment attempt's part of the state (the saga moves it on). */
export type PaymentAttempt = Pick<CheckoutState, 'orderKey' | 'pendingOrderId' | 'phase' | 'message'>;

/** What the shopper chooses on the steps (the rest of the state belongs to the payment attempt). */
export type CheckoutChoices = Pick<CheckoutState, 'consents' | 'couponId' | 'point' | 'shipment' | 'request' | 'method'>;

export const initialCheckoutState: CheckoutState = {
  consents: NO_CONSENTS,
  couponId: null,
  point: 0,
  shipment: null,
  request: '',
  method: 'card',
  orderKey: null,
  pendingOrderId: null,
  phase: 'idle',
  message: '',
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The steps' choices: consents, coupon, points, shipment and request, payment method. */
    checkoutChosen(state, action: PayloadAction<Partial<CheckoutChoices>>) {
      Object.assign(state, action.payload);
    },
    /** The pay button: the saga takes it. */
    paymentRequested(state, _action: PayloadAction<PaymentRequest>) {
      state.phase = 'paying';
      state.message = '';
    },
    /** The payment attempt moves on (store/checkout-attempt.ts names each step: key issued, order saved, ...). */
    paymentProgressed(state, action: PayloadAction<Partial<PaymentAttempt>>) {
      Object.assign(state, action.payload);
    },
    /** The order is paid, or checkout starts over with other goods. */
    checkoutReset() {
      return initialCheckoutState;
    },
  },
  extraReducers: (builder) => {
    // Other goods are another checkout: its choices and its attempt's key start fresh.
    builder.addCase(setPaymentGoods, () => initialCheckoutState);
  },
});

export const {
  checkoutChosen,
  paymentRequested,
  paymentProgressed,
  checkoutReset,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
