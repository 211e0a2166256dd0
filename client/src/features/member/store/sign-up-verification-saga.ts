import type { SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { saveSignUpVerification } from '../utils/sign-up-session';
import { isRequestFor, phoneCodeFlow, type ConfirmedRequest } from './phone-code-flow';
import { phoneVerified, verificationCancelled, type CodeRequest } from './phone-verification-slice';

/** The /verification page's flow: code → confirm → keep the token for /sign-up. */
export function* signUpVerification(request: CodeRequest): SagaIterator<void> {
  const confirmed: ConfirmedRequest | null = yield call(phoneCodeFlow, request);
  if (!confirmed) return;
  const { token, request: answered } = confirmed;
  yield call(saveSignUpVerification, { token, name: answered.name ?? '', birth: answered.birth ?? '', phone: answered.phone });
  yield put(phoneVerified());
}

/** Takes each sign-up code request and runs its flow until it ends or the shopper leaves the page. */
export function* watchSignUpVerification(): SagaIterator<never> {
  while (true) {
    const { payload } = yield take(isRequestFor('sign-up'));
    yield race({ flow: call(signUpVerification, payload), cancelled: take(verificationCancelled.type) });
  }
}
