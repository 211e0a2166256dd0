import type { UnknownAction } from '@reduxjs/toolkit';
import { putResolve } from 'redux-saga/effects';
import type { ApiError } from '@/lib/api-client';
import { memberApi, type ConfirmCodeArgs, type ConfirmedCode, type SendCodeArgs, type SentCode, type StartGuestCheckoutArgs } from './member-api';

/**
 * The calls the verification sagas make, as sagas of their own: each dispatches the RTK Query mutation (so
 * the one api client adds the anti-forgery header and unwraps the envelope), waits for it, and answers its
 * data or throws its ApiError. Saga tests provide them with `matchers.call.fn(sendCode)`.
 */
type MutationOutcome<T> = { data: T } | { error: ApiError };

function* mutate<T>(thunk: unknown): Generator<unknown, T, MutationOutcome<T>> {
  // A thunk is not a plain action, but the store's thunk middleware takes it; putResolve waits for its promise.
  const outcome = yield putResolve(thunk as UnknownAction);
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

export function* sendCode(args: SendCodeArgs) {
  return yield* mutate<SentCode>(memberApi.endpoints.sendCode.initiate(args, { track: false }));
}

export function* confirmCode(args: ConfirmCodeArgs) {
  return yield* mutate<ConfirmedCode>(memberApi.endpoints.confirmCode.initiate(args, { track: false }));
}

export function* startGuestCheckout(args: StartGuestCheckoutArgs) {
  return yield* mutate<void>(memberApi.endpoints.startGuestCheckout.initiate(args, { track: false }));
}

export function* sendId(args: { to: string; verificationToken: string }) {
  return yield* mutate<string>(memberApi.endpoints.sendId.initiate(args, { track: false }));
}

export function* sendPassword(args: { to: string; email: string; verificationToken: string }) {
  return yield* mutate<string>(memberApi.endpoints.sendPassword.initiate(args, { track: false }));
}
