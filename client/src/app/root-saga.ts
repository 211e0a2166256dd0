import { all } from 'redux-saga/effects';
import { watchCheckoutLazily } from '@/features/checkout/store/checkout-saga-loader';
import { watchGuestOrderVerificationLazily, watchRecoveryLazily, watchSignUpVerificationLazily } from '@/features/member/store/phone-flows-loader';

/**
 * Sagas are for multi-step flows only (verification countdown, checkout and payment); each flow adds its
 * watcher here as it lands, and its flow loads with the screen that starts it. Plain data fetching stays in RTK Query.
 */
export function* rootSaga() {
  yield all([watchSignUpVerificationLazily(), watchRecoveryLazily(), watchGuestOrderVerificationLazily(), watchCheckoutLazily()]);
}
