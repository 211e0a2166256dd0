import { all } from 'redux-saga/effects';
import { watchCheckoutLazily } from '@/features/checkout/store/checkout-saga-loader';
import { watchRecovery } from '@/features/member/store/recovery-saga';
import { watchSignUpVerification } from '@/features/member/store/sign-up-verification-saga';

/**
 * Sagas are for multi-step flows only (verification countdown, checkout and payment); each flow adds its
 * watcher here as it lands. Plain data fetching stays in RTK Query.
 */
export function* rootSaga() {
  yield all([watchSignUpVerification(), watchRecovery(), watchCheckoutLazily()]);
}
