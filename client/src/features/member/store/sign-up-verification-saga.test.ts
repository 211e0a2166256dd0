import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '@/lib/api-client';
import { networkFailureMessage } from '@/lib/failure-text';
import { notify, notifyError } from '@/lib/notify';
import { sagaClock } from '@/testing/fake-clock';
import { confirmCode, sendCode } from '../api/verification-calls';
import { saveSignUpVerification } from '../utils/sign-up-session';
import { phoneCodeFlow } from './phone-code-flow';
import {
  codeExpired,
  codeRejected,
  codeRequested,
  codeSendFailed,
  codeSent,
  codeSubmitted,
  countdownTicked,
  initialPhoneVerificationState,
  phoneVerificationReducer,
  phoneVerified,
  verificationCancelled,
  type CodeRequest,
} from './phone-verification-slice';
import { watchSignUpVerification } from './sign-up-verification-saga';

const request: CodeRequest = { purpose: 'sign-up', phone: '01012345678', name: '김민수', birth: '1990-05-17' };
const sent = { expiresIn: 300, expiresAt: '2026-01-01T09:05:00.000Z' };
const confirmed = { token: 'verification-token', expiresIn: 1800, expiresAt: '2026-01-01T09:30:00.000Z', phone: '01012345678' };

function apiError(status: number | string, code: string | undefined, message: string): ApiError {
  return { status, result: typeof status === 'number' ? `${status}0` : 'NETWORK', code, message };
}
const serverMismatch = apiError(400, 'VERIFICATION.CODE_MISMATCH', 'a message the server chose');

/** confirmCode answers the token for 123456 and a mismatch for anything else. */
const confirmOnly123456 = dynamic(({ args: [args] }: { args: [{ code: string }] }) => {
  if (args.code === '123456') return confirmed;
  throw serverMismatch;
});

const quiet: [matchers.Matcher, unknown][] = [
  [matchers.call.fn(notify), undefined],
  [matchers.call.fn(notifyError), undefined],
  [matchers.call.fn(saveSignUpVerification), undefined],
];

describe('sign-up verification saga', () => {
  it('sends the code, starts the 300 s countdown, rejects a wrong code with the spec message, keeps the token on the right one', async () => {
    const time = sagaClock({ mode: 'frozen' });
    const { storeState } = await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([...time.providers, ...quiet, [matchers.call.fn(sendCode), sent], [matchers.call.fn(confirmCode), confirmOnly123456]])
      .call(sendCode, { to: '01012345678', purpose: 'sign-up' })
      .put(codeSent({ phone: '01012345678', expiresIn: 300 }))
      .call(notify, '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.')
      .put(countdownTicked(300))
      .put(codeRejected())
      .call(notifyError, '인증번호가 올바르지 않습니다. 다시 입력해주세요.')
      .call(confirmCode, { to: '01012345678', code: '123456', purpose: 'sign-up', name: '김민수', birth: '1990-05-17' })
      .call(saveSignUpVerification, { token: 'verification-token', name: '김민수', birth: '1990-05-17', phone: '01012345678' })
      .put(phoneVerified())
      .dispatch(codeRequested(request))
      .dispatch(codeSubmitted('000000'))
      .dispatch(codeSubmitted('123456'))
      .silentRun(100);
    expect(storeState.phase).toBe('verified');
  });

  it('expires after exactly 300 s on a fake clock: ticks every second, clears the code, alerts, never confirms', async () => {
    const time = sagaClock({ mode: 'running' });
    const ticks: number[] = [];
    const { storeState } = await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...time.providers,
        ...quiet,
        [matchers.call.fn(sendCode), sent],
        [matchers.call.fn(confirmCode), confirmOnly123456],
        {
          put: ({ action }, next) => {
            if (countdownTicked.match(action)) ticks.push(action.payload);
            return next();
          },
        },
      ])
      .put(countdownTicked(300))
      .put(countdownTicked(1))
      .put(codeExpired())
      .call(notifyError, '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.')
      .not.call.fn(confirmCode)
      .not.put(phoneVerified())
      .dispatch(codeRequested(request))
      .silentRun(100);

    expect(time.elapsed()).toBe(300_000);
    expect(ticks.slice(0, 3)).toEqual([300, 299, 298]);
    expect(ticks.at(-1)).toBe(0);
    expect(ticks).toHaveLength(301);
    expect(storeState).toMatchObject({ phase: 'expired', code: '', remaining: 0 });
  });

  it('a resend that goes through restarts the countdown with the new code', async () => {
    const time = sagaClock({ mode: 'frozen' });
    let sends = 0;
    await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...time.providers,
        ...quiet,
        [matchers.call.fn(sendCode), dynamic(() => ((sends += 1), sent))],
        [matchers.call.fn(confirmCode), confirmOnly123456],
      ])
      .put(phoneVerified())
      .dispatch(codeRequested(request))
      .dispatch(codeRequested(request))
      .dispatch(codeSubmitted('123456'))
      .silentRun(100);
    expect(sends).toBe(2);
  });

  it('a refused resend (cool-down) shows the server message and keeps the running code', async () => {
    const time = sagaClock({ mode: 'frozen' });
    let sends = 0;
    const tooSoon = apiError(429, 'VERIFICATION.RESEND_TOO_SOON', '잠시 후 다시 시도해주세요. (60초)');
    await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([
        ...time.providers,
        ...quiet,
        [
          matchers.call.fn(sendCode),
          dynamic(() => {
            sends += 1;
            if (sends === 2) throw tooSoon;
            return sent;
          }),
        ],
        [matchers.call.fn(confirmCode), confirmOnly123456],
      ])
      .call(notifyError, '잠시 후 다시 시도해주세요. (60초)')
      .put(codeSendFailed())
      .put(phoneVerified())
      .dispatch(codeRequested(request))
      .dispatch(codeRequested(request))
      .dispatch(codeSubmitted('123456'))
      .silentRun(100);
  });

  it('a failed send says 다시 시도해주세요. followed by the failure and opens no code entry', async () => {
    const { storeState } = await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([...sagaClock().providers, ...quiet, [matchers.call.fn(sendCode), throwError(apiError('FETCH_ERROR', undefined, networkFailureMessage('FETCH_ERROR')) as unknown as Error)]])
      .put(codeSendFailed())
      .call(notifyError, '다시 시도해주세요. (인터넷 연결을 확인해주세요)')
      .not.put.actionType(codeSent.type)
      .dispatch(codeRequested(request))
      .silentRun(50);
    expect(storeState).toMatchObject({ phase: 'idle', sending: false });
  });

  it('leaving the page cancels the flow: a code typed afterwards is never confirmed', async () => {
    const time = sagaClock({ mode: 'frozen' });
    const { storeState } = await expectSaga(watchSignUpVerification)
      .withReducer(phoneVerificationReducer)
      .provide([...time.providers, ...quiet, [matchers.call.fn(sendCode), sent], [matchers.call.fn(confirmCode), confirmOnly123456]])
      .put(codeSent({ phone: '01012345678', expiresIn: 300 }))
      .not.call.fn(confirmCode)
      .not.put(phoneVerified())
      .dispatch(codeRequested(request))
      // Actions wait for a saga to take them; the delays keep them in the order a shopper would cause them.
      .delay(20)
      .dispatch(verificationCancelled())
      .delay(50)
      .dispatch(codeSubmitted('123456'))
      .silentRun(150);
    expect(storeState.phase).toBe('idle');
  });

  it('five wrong tries void the code: the server message is shown and only a resend helps', async () => {
    const tooMany = apiError(429, 'VERIFICATION.TOO_MANY_TRIES', '인증번호를 5회 잘못 입력하셨습니다. 인증번호 다시 받기를 눌러주세요.');
    const { returnValue } = await expectSaga(phoneCodeFlow, request)
      .withReducer(phoneVerificationReducer, initialPhoneVerificationState)
      .provide([...sagaClock({ mode: 'frozen' }).providers, ...quiet, [matchers.call.fn(sendCode), sent], [matchers.call.fn(confirmCode), throwError(tooMany as unknown as Error)]])
      .put(codeExpired())
      .call(notifyError, '인증번호를 5회 잘못 입력하셨습니다. 인증번호 다시 받기를 눌러주세요.')
      .dispatch(codeSubmitted('123456'))
      .run(100);
    expect(returnValue).toBeNull();
  });
});
