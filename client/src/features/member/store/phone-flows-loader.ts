import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';
import { isRequestFor } from './code-requests';
import { verificationCancelled } from './phone-verification-slice';

/**
 * The root saga's watchers for the phone-code flows. The flows themselves (send, countdown, confirm, then sign-up's
 * or recovery's last step) load with the first code request, on the screens that ask for one: the storefront's first
 * load carries only these watchers. Each takes a request and runs its flow until it ends or the shopper leaves.
 */
const loadSignUpVerification = () => import('./sign-up-verification-saga').then((flows) => flows.signUpVerification);
const loadGuestOrderVerification = () => import('./guest-order-verification-saga').then((flows) => flows.guestOrderVerification);
const loadRecovery = () => import('./recovery-saga').then((flows) => flows.recovery);

const isRecoveryRequest = (action: Action) => isRequestFor('find-id')(action) || isRequestFor('find-password')(action);

export function* watchSignUpVerificationLazily(): SagaIterator<never> {
  while (true) {
    const { payload } = yield take(isRequestFor('sign-up'));
    const flow = (yield call(loadSignUpVerification)) as Awaited<ReturnType<typeof loadSignUpVerification>>;
    yield race({ flow: call(flow, payload), cancelled: take(verificationCancelled.type) });
  }
}

export function* watchGuestOrderVerificationLazily(): SagaIterator<never> {
  while (true) {
    const { payload } = yield take(isRequestFor('guest-order'));
    const flow = (yield call(loadGuestOrderVerification)) as Awaited<ReturnType<typeof loadGuestOrderVerification>>;
    yield race({ flow: call(flow, payload), cancelled: take(verificationCancelled.type) });
  }
}

export function* watchRecoveryLazily(): SagaIterator<never> {
  while (true) {
    const { payload } = yield take(isRecoveryRequest);
    const flow = (yield call(loadRecovery)) as Awaited<ReturnType<typeof loadRecovery>>;
    yield race({ flow: call(flow, payload), cancelled: take(verificationCancelled.type) });
  }
}
