import { http, HttpResponse } from 'msw';
import { fail, ok } from '@/testing/fixtures';
import type { TwoFactorSetup } from '../api/two-factor-types';

/** The code the fake's authenticator app shows (any other 6 digits are wrong). */
export const APP_CODE = '123456';
export const OTP_REQUIRED = '인증 앱에 표시된 6자리 코드를 입력해주세요.';
export const OTP_FAILED = '인증 코드가 올바르지 않습니다. 다시 확인해주세요.';
export const SETUP_REQUIRED = '2단계 인증이 필수입니다. 인증 앱을 등록한 뒤 6자리 코드를 입력해주세요.';
export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.';
export const TURNED_ON = '2단계 인증을 켰습니다.';
export const TURNED_OFF = '2단계 인증을 껐습니다.';
export const RESET_DONE = '2단계 인증을 초기화했습니다.';
export const OWNER_FIRST = '필수로 설정하기 전에 본인 계정의 2단계 인증을 먼저 켜주세요.';

export const SETUP: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/the%20shop%20console:owner%40shop.kr?issuer=the%20shop%20console&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** The ten recovery codes the fake answers when two-factor is turned on. */
export const RECOVERY_CODES = ['abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', 'abc23-defgh', 'ijkmn-pqrst', 'uvwxy-z2345', '6789a-bcdef', 'ghijk-mnpqr', 'stuvw-xyz23', '45678-9abcd'];

const refused = (status: 401 | 409, code: string, message: string) =>
  HttpResponse.json(fail(status === 401 ? '4010' : '4090', message, code), { status });

type SecondFactor = { refused: Response } | { recoveryCodes?: string[] };

/**
 * A fake of the two-factor API holding one account's state: `enabled` (an app confirmed), `required` (the owner's
 * policy), `pending` (a secret handed out, not yet confirmed). Recovery codes are spent once.
 */
export function twoFactorFake({ enabled = false, required = false } = {}) {
  const state = { enabled, required, pending: false, spent: new Set<string>() };
  const turnOn = () => {
    state.enabled = true;
    state.pending = false;
    state.spent.clear();
    return [...RECOVERY_CODES];
  };

  /** The login's second factor, once the password matched: refused, or let in (with recovery codes when it set one up). */
  const signIn = (otp?: string | null): SecondFactor => {
    if (state.enabled) {
      if (!otp) return { refused: refused(401, 'BACKOFFICE.OTP_REQUIRED', OTP_REQUIRED) };
      if (otp === APP_CODE) return {};
      if (RECOVERY_CODES.includes(otp) && !state.spent.has(otp)) {
        state.spent.add(otp);
        return {};
      }
      return { refused: refused(401, 'BACKOFFICE.OTP_FAILED', OTP_FAILED) };
    }
    if (!state.required) return {};
    if (!otp || !state.pending) return { refused: refused(401, 'BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED', SETUP_REQUIRED) };
    if (otp !== APP_CODE) return { refused: refused(401, 'BACKOFFICE.OTP_FAILED', OTP_FAILED) };
    return { recoveryCodes: turnOn() };
  };

  interface Wiring {
    record: (request: Request) => Promise<void>;
    loggedIn: () => boolean;
    passwordMatches: (password: string) => boolean;
  }

  const handlers = ({ record, loggedIn, passwordMatches }: Wiring) => {
    const loggedOut = () => HttpResponse.json(fail('4010', '관리자 로그인이 필요합니다.', 'COMMON.STAFF_UNAUTHENTICATED'), { status: 401 });
    return [
      http.post('/api/admin/login/two-factor-setup', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { password: string };
        if (!passwordMatches(body.password)) return refused(401, 'BACKOFFICE.LOGIN_FAILED', '이메일 또는 비밀번호가 일치하지 않습니다.');
        if (state.enabled) return refused(409, 'BACKOFFICE.TWO_FACTOR_ALREADY_ON', '이미 2단계 인증을 사용하고 있습니다.');
        state.pending = true;
        return HttpResponse.json(ok('dto', SETUP));
      }),
      http.get('/api/admin/me/two-factor', async ({ request }) => {
        await record(request);
        if (!loggedIn()) return loggedOut();
        return HttpResponse.json(ok('dto', { enabled: state.enabled, required: state.required, recoveryCodesLeft: state.enabled ? RECOVERY_CODES.length - state.spent.size : 0 }));
      }),
      http.post('/api/admin/me/two-factor/setup', async ({ request }) => {
        await record(request);
        if (state.enabled) return refused(409, 'BACKOFFICE.TWO_FACTOR_ALREADY_ON', '이미 2단계 인증을 사용하고 있습니다.');
        state.pending = true;
        return HttpResponse.json(ok('dto', SETUP));
      }),
      http.post('/api/admin/me/two-factor/confirm', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { otp: string };
        if (!state.pending) return refused(409, 'BACKOFFICE.TWO_FACTOR_NOT_SET_UP', '먼저 인증 앱 등록을 시작해주세요.');
        if (body.otp !== APP_CODE) return refused(401, 'BACKOFFICE.OTP_FAILED', OTP_FAILED);
        return HttpResponse.json({ result: '0000', message: TURNED_ON, dto: { recoveryCodes: turnOn() } });
      }),
      http.post('/api/admin/me/two-factor/off', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { password: string };
        if (!passwordMatches(body.password)) return refused(401, 'BACKOFFICE.PASSWORD_MISMATCH', PASSWORD_MISMATCH);
        if (state.required) return refused(409, 'BACKOFFICE.TWO_FACTOR_REQUIRED', '2단계 인증이 필수로 설정되어 있어 끌 수 없습니다.');
        state.enabled = false;
        return HttpResponse.json({ result: '0000', message: TURNED_OFF });
      }),
      http.put('/api/admin/two-factor-policy', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { required: boolean };
        if (body.required && !state.enabled) return refused(409, 'BACKOFFICE.TWO_FACTOR_OWNER_FIRST', OWNER_FIRST);
        state.required = body.required;
        return HttpResponse.json({ result: '0000', message: '정상적으로 저장되었습니다.', dto: { required: state.required } });
      }),
      http.post('/api/admins/:id/two-factor/reset', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: '0000', message: RESET_DONE });
      }),
    ];
  };

  return { state, signIn, handlers };
}
