import type { UnknownAction } from '@reduxjs/toolkit';
import { putResolve } from 'redux-saga/effects';
import type { ApiError } from '@/lib/api-client';
import type { Quote, QuoteArgs, SavedOrder, SaveOrderArgs } from '../types';
import { checkoutApi } from './checkout-api';

/**
 * The calls the payment saga makes, as sagas of their own: each dispatches the RTK Query mutation (so the one api
 * client adds the anti-forgery header and unwraps the envelope), waits for it, and answers its data or throws its
 * ApiError. Saga tests provide them with `matchers.call.fn(saveOrder)`.
 */
type MutationOutcome<T> = { data: T } | { error: ApiError };

function* mutate<T>(thunk: unknown): Generator<unknown, T, MutationOutcome<T>> {
  // A thunk is not a plain action, but the store's thunk middleware takes it; putResolve waits for its promise.
  const outcome = yield putResolve(thunk as UnknownAction);
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

export function* requestQuote(args: QuoteArgs) {
  return yield* mutate<Quote>(checkoutApi.endpoints.confirmQuote.initiate(args, { track: false }));
}

export function* requestPaymentId() {
  return yield* mutate<string>(checkoutApi.endpoints.paymentId.initiate(undefined, { track: false }));
}

export function* saveOrder(args: SaveOrderArgs) {
  return yield* mutate<SavedOrder>(checkoutApi.endpoints.saveOrder.initiate(args, { track: false }));
}

export function* cancelPendingOrder(orderId: number) {
  return yield* mutate<void>(checkoutApi.endpoints.cancelPendingOrder.initiate(orderId, { track: false }));
}
