import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { startGuestCheckout } from '../api/verification-calls';
import { guestOrderVerification } from './guest-order-verification-saga';
import { phoneCodeFlow } from './phone-code-flow';
import { codeExpired, phoneVerified, type CodeRequest } from './phone-verification-slice';

const request: CodeRequest = { purpose: 'guest-order', phone: '01012345678', name: '비회원', email: 'guest@example.com' };

describe('guestOrderVerification (비회원 주문)', () => {
  it('spends the confirmed token for a guest session with the name and e-mail typed, then reports the phone verified', () =>
    expectSaga(guestOrderVerification, request)
      .provide([
        [matchers.call.fn(phoneCodeFlow), { token: 'guest-token', request }],
        [matchers.call.fn(startGuestCheckout), undefined],
      ])
      .call(startGuestCheckout, { verificationToken: 'guest-token', name: '비회원', email: 'guest@example.com' })
      .put(phoneVerified())
      .run());

  it('says why when the guest session is refused, and asks for a new code', () => {
    const refused: ApiError = { status: 400, result: '4000', code: 'VERIFICATION.TOKEN_INVALID', message: '휴대폰 인증을 먼저 진행해주세요.' };
    return expectSaga(guestOrderVerification, request)
      .provide([
        [matchers.call.fn(phoneCodeFlow), { token: 'spent', request }],
        [matchers.call.fn(startGuestCheckout), throwError(refused as unknown as Error)],
        [matchers.call.fn(notifyError), undefined],
      ])
      .put(codeExpired())
      .call(notifyError, '휴대폰 인증을 먼저 진행해주세요.')
      .not.put(phoneVerified())
      .run();
  });

  it('does nothing more when no code matched in time', () =>
    expectSaga(guestOrderVerification, request)
      .provide([[matchers.call.fn(phoneCodeFlow), null]])
      .not.call.fn(startGuestCheckout)
      .not.put(phoneVerified())
      .run());
});
