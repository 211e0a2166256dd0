import { http, HttpResponse } from 'msw';
import { fail, ok } from './fixtures';

export const minsu = {
  id: 12,
  email: 'minsu@example.com',
  memberName: '김민수',
  birth: '1990-05-17',
  phone: '01012345678',
  point: 0,
  sex: null,
  termMarketing: 'N',
  termNews: 'Y',
} as const;

/** The login, sign-up and Naver login answer: the member at the top level of the envelope. */
export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return { result: '0000', message: '정상 처리되었습니다.', ...minsu, mustChangePassword: false, needsConsents: false, ...overrides };
}

export const codeSentAnswer = ok('dto', { expiresIn: 300, expiresAt: '2026-01-01T09:05:00.000Z' });

export function mismatchAnswer(message = '인증번호가 올바르지 않습니다. 다시 입력해주세요.') {
  return HttpResponse.json(fail('4000', message, 'VERIFICATION.CODE_MISMATCH'), { status: 400 });
}

/** Records every JSON body posted to the verification and recovery calls; codes other than `rightCode` mismatch. */
export function verificationHandlers({ rightCode = '123456', token = 'verification-token' } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  const handlers = [
    http.post('/api/send-one.php', async ({ request }) => {
      await record(request);
      return HttpResponse.json(codeSentAnswer);
    }),
    http.post('/api/verification/confirm', async ({ request }) => {
      const body = await record(request);
      if (body.code !== rightCode) return mismatchAnswer();
      return HttpResponse.json(ok('dto', { token, expiresIn: 1800, expiresAt: '2026-01-01T09:30:00.000Z', phone: body.to }));
    }),
    http.post('/api/send-id.php', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: 'ID정보가 가입 휴대폰으로 발송되었습니다.' });
    }),
    http.post('/api/send-pw.php', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: 'PW정보가 가입 휴대폰으로 발송되었습니다.' });
    }),
  ];
  return { handlers, calls, paths: () => calls.map((c) => c.path) };
}

/** Naver login switched off, as on a shop without a Naver client id. */
export const naverOff = http.get('/api/login/naver/authorize', () => HttpResponse.json(ok('dto', { enabled: false, url: null })));
