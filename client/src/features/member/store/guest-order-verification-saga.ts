import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { notifyError } from '@/lib/notify';
import { startGuestCheckout } from '../api/verification-calls';
import { failureMessage } from '../utils/api-messages';
import { phoneCodeFlow, type ConfirmedRequest } from './phone-code-flow';
import { codeExpired, phoneVerified, type CodeRequest } from './phone-verification-slice';

/**
 * /guest-order's flow (비회원 주문): code → confirm → the 'guest-order' token spent for a guest session with the name
 * and e-mail typed; then the page goes on to the checkout. A refused start (the e-mail, a spent token) says why and
 * asks for a new code.
 */
export function* guestOrderVerification(request: CodeRequest): SagaIterator<void> {
  const confirmed: ConfirmedRequest | null = yield call(phoneCodeFlow, request);
  if (!confirmed) return;
  try {
    yield call(startGuestCheckout, { verificationToken: confirmed.token, name: request.name ?? '', email: request.email ?? '' });
  } catch (error) {
    yield put(codeExpired());
    yield call(notifyError, failureMessage(error));
    return;
  }
  yield put(phoneVerified());
}
