import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { notify, notifyError } from '@/lib/notify';
import { sendId, sendPassword } from '../api/verification-calls';
import { MEMBER_MESSAGES } from '../messages';
import { failureMessage } from '../utils/api-messages';
import { isRequestFor, phoneCodeFlow, type ConfirmedRequest } from './phone-code-flow';
import { recoveryFailed, recoverySent, verificationCancelled, type CodeRequest } from './phone-verification-slice';

/**
 * /find-id and /find-password: code → confirm → the server texts the ID, or a temporary password, to the
 * confirmed phone. The server answers the same whether or not an account matched, and so does the page.
 */
export function* recovery(request: CodeRequest): SagaIterator<void> {
  const confirmed: ConfirmedRequest | null = yield call(phoneCodeFlow, request);
  if (!confirmed) return;
  const { token, request: answered } = confirmed;
  try {
    if (answered.purpose === 'find-password') {
      yield call(sendPassword, { to: answered.phone, email: answered.email ?? '', verificationToken: token });
      yield call(notify, MEMBER_MESSAGES.passwordSent);
    } else {
      yield call(sendId, { to: answered.phone, verificationToken: token });
      yield call(notify, MEMBER_MESSAGES.idSent);
    }
    yield put(recoverySent());
  } catch (error) {
    yield put(recoveryFailed());
    yield call(notifyError, failureMessage(error));
  }
}

const isRecoveryRequest = (action: Action) =>
  isRequestFor('find-id')(action) || isRequestFor('find-password')(action);

/** Takes each recovery code request and runs its flow until it ends or the shopper leaves the page. */
export function* watchRecovery(): SagaIterator<never> {
  while (true) {
    const { payload } = yield take(isRecoveryRequest);
    yield race({ flow: call(recovery, payload), cancelled: take(verificationCancelled.type) });
  }
}
