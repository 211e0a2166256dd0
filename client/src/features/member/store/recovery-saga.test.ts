import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '@/lib/api-client';
import { networkFailureMessage } from '@/lib/failure-text';
import { notify, notifyError } from '@/lib/notify';
import { sagaClock } from '@/testing/fake-clock';
import { confirmCode, sendCode, sendId, sendPassword } from '../api/verification-calls';
import {
  codeExpired,
  codeRequested,
  codeSubmitted,
  phoneVerificationReducer,
  recoveryFailed,
  recoverySent,
  verificationCancelled,
} from './phone-verification-slice';
import { watchRecovery } from './recovery-saga';

const sent = { expiresIn: 300, expiresAt: '2026-01-01T09:05:00.000Z' };
const mismatch: ApiError = { status: 400, result: '4000', code: 'VERIFICATION.CODE_MISMATCH', message: 'x' };
const confirmOnly654321 = dynamic(({ args: [args] }: { args: [{ code: string }] }) => {
  if (args.code === '654321') return { token: 'recovery-token', expiresIn: 1800, expiresAt: '', phone: '01099998888' };
  throw mismatch;
});
const quiet: [matchers.Matcher, unknown][] = [
  [matchers.call.fn(notify), undefined],
  [matchers.call.fn(notifyError), undefined],
];

describe('recovery saga', () => {
  it('find ID: a wrong code gets the recovery wording, the right one sends the ID and says so', async () => {
    const { storeState } = await expectSaga(watchRecovery)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        ...quiet,
        [matchers.call.fn(sendCode), sent],
        [matchers.call.fn(confirmCode), confirmOnly654321],
        [matchers.call.fn(sendId), 'ok'],
      ])
      .call(sendCode, { to: '01099998888', purpose: 'find-id' })
      .call(notifyError, '인증번호가 일치하지 않습니다. 다시 입력해주세요.')
      .call(confirmCode, { to: '01099998888', code: '654321', purpose: 'find-id' })
      .call(sendId, { to: '01099998888', verificationToken: 'recovery-token' })
      .call(notify, 'ID정보가 가입 휴대폰으로 발송되었습니다.')
      .put(recoverySent())
      .not.call.fn(sendPassword)
      .dispatch(codeRequested({ purpose: 'find-id', phone: '01099998888' }))
      .dispatch(codeSubmitted('111111'))
      .dispatch(codeSubmitted('654321'))
      .silentRun(100);
    expect(storeState.phase).toBe('done');
  });

  it('find password: the right code sends a temporary password for the e-mail and says so', async () => {
    await expectSaga(watchRecovery)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        ...quiet,
        [matchers.call.fn(sendCode), sent],
        [matchers.call.fn(confirmCode), confirmOnly654321],
        [matchers.call.fn(sendPassword), 'ok'],
      ])
      .call(sendCode, { to: '01099998888', purpose: 'find-password' })
      .call(sendPassword, { to: '01099998888', email: 'minsu@example.com', verificationToken: 'recovery-token' })
      .call(notify, 'PW정보가 가입 휴대폰으로 발송되었습니다.')
      .put(recoverySent())
      .not.call.fn(sendId)
      .dispatch(codeRequested({ purpose: 'find-password', phone: '01099998888', email: 'minsu@example.com' }))
      .dispatch(codeSubmitted('654321'))
      .silentRun(100);
  });

  it('the recovery code expires after 300 s like the sign-up one', async () => {
    const time = sagaClock({ mode: 'running' });
    await expectSaga(watchRecovery)
      .withReducer(phoneVerificationReducer)
      .provide([...time.providers, ...quiet, [matchers.call.fn(sendCode), sent], [matchers.call.fn(confirmCode), confirmOnly654321]])
      .put(codeExpired())
      .call(notifyError, '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.')
      .not.call.fn(sendId)
      .dispatch(codeRequested({ purpose: 'find-id', phone: '01099998888' }))
      .silentRun(100);
    expect(time.elapsed()).toBe(300_000);
  });

  it('a failed ID send says 다시 시도해주세요. followed by the failure', async () => {
    const down: ApiError = { status: 'FETCH_ERROR', result: 'NETWORK', message: networkFailureMessage('FETCH_ERROR') };
    await expectSaga(watchRecovery)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        ...quiet,
        [matchers.call.fn(sendCode), sent],
        [matchers.call.fn(confirmCode), confirmOnly654321],
        [matchers.call.fn(sendId), throwError(down as unknown as Error)],
      ])
      .put(recoveryFailed())
      .call(notifyError, '다시 시도해주세요. (인터넷 연결을 확인해주세요)')
      .not.put(recoverySent())
      .dispatch(codeRequested({ purpose: 'find-id', phone: '01099998888' }))
      .dispatch(codeSubmitted('654321'))
      .silentRun(100);
  });

  it('ignores sign-up requests and stops when the page is left', async () => {
    await expectSaga(watchRecovery)
      .withReducer(phoneVerificationReducer)
      .provide([...sagaClock({ mode: 'frozen' }).providers, ...quiet, [matchers.call.fn(sendCode), sent], [matchers.call.fn(confirmCode), confirmOnly654321]])
      .call(sendCode, { to: '01099998888', purpose: 'find-id' })
      .not.call(sendCode, { to: '01012345678', purpose: 'sign-up' })
      .not.call.fn(confirmCode)
      .dispatch(codeRequested({ purpose: 'sign-up', phone: '01012345678', name: 'x', birth: '1990-01-01' }))
      .dispatch(codeRequested({ purpose: 'find-id', phone: '01099998888' }))
      .delay(20)
      .dispatch(verificationCancelled())
      .delay(50)
      .dispatch(codeSubmitted('654321'))
      .silentRun(150);
  });
});
