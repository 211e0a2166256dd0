import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { CODE_TTL_SECONDS } from '@/config/shop';
import { clock } from '@/lib/clock';
import { notify, notifyError } from '@/lib/notify';
import type { VerificationPurpose } from '../api/member-api';
import { confirmCode, sendCode } from '../api/verification-calls';
import { MEMBER_MESSAGES } from '../messages';
import { errorCode, failureMessage } from '../utils/api-messages';
import {
  codeExpired,
  codeRejected,
  codeSendFailed,
  codeSent,
  codeSubmitted,
  countdownTicked,
  type CodeRequest,
} from './phone-verification-slice';
import { isRequestFor } from './code-requests';

export { isRequestFor };

/** A code that matched: the token the next step needs, and the request it answered. */
export interface ConfirmedRequest {
  token: string;
  request: CodeRequest;
}

/** The mismatch wording differs between sign-up (and the guest order's, which asks the same way) and the recovery pages (spec section 5). */
export function mismatchMessage(purpose: VerificationPurpose): string {
  return purpose === 'sign-up' || purpose === 'guest-order' ? MEMBER_MESSAGES.codeMismatch : MEMBER_MESSAGES.recoveryCodeMismatch;
}

/** Matches a request (or resend) for one purpose, so the flows of two pages never take each other's actions. */

/** Texts a code; answers the moment it stops being good, or null when the send failed (and says so). */
export function* sendCodeStep(request: CodeRequest): SagaIterator<number | null> {
  try {
    const sent = yield call(sendCode, { to: request.phone, purpose: request.purpose });
    const expiresIn: number = sent?.expiresIn > 0 ? sent.expiresIn : CODE_TTL_SECONDS;
    const sentAt: number = yield call(clock.now);
    yield put(codeSent({ phone: request.phone, expiresIn }));
    yield call(notify, MEMBER_MESSAGES.codeSent);
    return sentAt + expiresIn * 1000;
  } catch (error) {
    yield put(codeSendFailed());
    yield call(notifyError, failureMessage(error));
    return null;
  }
}

/**
 * Shows the seconds left once a second until `deadline`, then ends. It reads the clock each time rather than
 * counting ticks, so a phone that slept in a pocket still ends on time.
 */
export function* countdown(deadline: number): SagaIterator<true> {
  while (true) {
    const left = deadline - ((yield call(clock.now)) as number);
    if (left <= 0) break;
    yield put(countdownTicked(Math.ceil(left / 1000)));
    yield call(clock.sleep, left % 1000 || 1000);
  }
  yield put(countdownTicked(0));
  return true;
}

/** Waits for codes until one matches (answers its token) or the server voids the code (answers null). */
export function* confirmUntilRight(request: CodeRequest): SagaIterator<string | null> {
  while (true) {
    const { payload: code }: PayloadAction<string> = yield take(codeSubmitted.type);
    try {
      const confirmed = yield call(confirmCode, {
        to: request.phone,
        code,
        purpose: request.purpose,
        ...(request.purpose === 'sign-up' ? { name: request.name, birth: request.birth } : {}),
      });
      return confirmed.token as string;
    } catch (error) {
      const failure = errorCode(error);
      if (failure === 'VERIFICATION.TOO_MANY_TRIES' || failure === 'VERIFICATION.CODE_EXPIRED') {
        yield put(codeExpired());
        yield call(notifyError, failure === 'VERIFICATION.CODE_EXPIRED' ? MEMBER_MESSAGES.codeExpired : failureMessage(error));
        return null;
      }
      yield put(codeRejected());
      yield call(notifyError, failure === 'VERIFICATION.CODE_MISMATCH' ? mismatchMessage(request.purpose) : failureMessage(error));
    }
  }
}

/**
 * One code's life: send it, then race the shopper's confirmation against its 300-second expiry. A resend
 * that goes through restarts the clock with the new code; one refused (the 60-second cool-down) leaves the
 * running code and its countdown alone. Answers the token, or null when no code matched in time.
 */
export function* phoneCodeFlow(first: CodeRequest): SagaIterator<ConfirmedRequest | null> {
  let request = first;
  let deadline: number | null = yield call(sendCodeStep, request);
  if (deadline === null) return null;

  while (true) {
    const winner: { confirmed?: string | null; expired?: true; resend?: PayloadAction<CodeRequest> } = yield race({
      confirmed: call(confirmUntilRight, request),
      expired: call(countdown, deadline),
      resend: take(isRequestFor(request.purpose)),
    });

    if (winner.confirmed) return { token: winner.confirmed, request };
    if (winner.confirmed === null) return null;
    if (winner.expired) {
      yield put(codeExpired());
      yield call(notifyError, MEMBER_MESSAGES.codeExpired);
      return null;
    }
    if (winner.resend) {
      const resent: number | null = yield call(sendCodeStep, winner.resend.payload);
      if (resent !== null) {
        request = winner.resend.payload;
        deadline = resent;
      }
    }
  }
}
