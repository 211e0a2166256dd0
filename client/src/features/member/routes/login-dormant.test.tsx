import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail } from '@/testing/fixtures';
import { loginAnswer, naverOff, verificationHandlers } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast, toastMessages } from '@/testing/notices';

const SLOW = { timeout: 5000 };
const DORMANT = '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정입니다. 휴대폰 인증 후 다시 이용하실 수 있습니다.';
const RESTORED = '휴면 상태가 해제되었습니다. 다시 로그인해주세요.';

/** The login answers dormant until the restore call succeeded; the restore accepts only the phone on record. */
function serveDormantAccount({ phoneOnRecord = '01012345678' } = {}) {
  let dormant = true;
  const logins: unknown[] = [];
  const restores: Record<string, unknown>[] = [];
  const verification = verificationHandlers();
  server.use(
    naverOff,
    ...homeHandlers,
    ...verification.handlers,
    http.post('/api/member/login.php', async ({ request }) => {
      logins.push(await request.json());
      return dormant ? HttpResponse.json(fail('4030', DORMANT, 'MEMBERSHIP.DORMANT'), { status: 403 }) : HttpResponse.json(loginAnswer());
    }),
    http.post('/api/member/dormant/restore', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      restores.push(body);
      if (body.to !== phoneOnRecord) {
        return HttpResponse.json(fail('4000', '휴면 계정 정보와 인증하신 휴대폰 번호가 일치하지 않습니다.', 'MEMBERSHIP.DORMANT_RESTORE_FAILED'), { status: 400 });
      }
      dormant = false;
      return HttpResponse.json({ result: '0000', message: RESTORED });
    }),
  );
  return { logins, restores, verification };
}

async function logInAsDormant() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('아이디(이메일)', {}, SLOW), 'minsu@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'tanned-hide9');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

async function verifyPhone(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(await screen.findByLabelText('휴대폰 번호', {}, SLOW), phone);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '확인' }));
}

describe('/login with a dormant account', () => {
  it('explains the dormancy instead of the usual failure, and leads to phone verification', async () => {
    serveDormantAccount();
    renderRoute('/login');
    await logInAsDormant();
    expect(await screen.findByRole('heading', { name: '휴면 계정 안내' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(DORMANT)).toBeInTheDocument();
    expect(screen.getByLabelText('휴대폰 번호')).toBeInTheDocument();
    expect(toastMessages()).not.toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
  });

  it('restores the account with a code for the phone on record, then logs in and goes home', async () => {
    const { logins, restores, verification } = serveDormantAccount();
    const { store, router } = renderRoute('/login');
    const user = await logInAsDormant();
    await verifyPhone(user, '010-1234-5678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    await expectToast(RESTORED);
    expect(verification.calls.map((call) => [call.path, call.body.purpose])).toEqual([
      ['/api/send-one.php', 'restore-dormant'],
      ['/api/verification/confirm', 'restore-dormant'],
    ]);
    expect(restores).toEqual([{ email: 'minsu@example.com', to: '01012345678', verificationToken: 'verification-token' }]);
    expect(logins).toHaveLength(2);
    expect(store.getState().member).toMatchObject({ id: 12, email: 'minsu@example.com' });
  });

  it('another phone is refused with the server\'s reason; the account stays dormant and nobody is logged in', async () => {
    const { logins } = serveDormantAccount();
    const { store, router } = renderRoute('/login');
    const user = await logInAsDormant();
    await verifyPhone(user, '01099998888');
    await expectToast('휴면 계정 정보와 인증하신 휴대폰 번호가 일치하지 않습니다.', { timeout: SLOW.timeout });
    expect(logins).toHaveLength(1);
    expect(store.getState().member.id).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
    // A fresh code box for the next try.
    expect(await screen.findByRole('button', { name: '인증번호 받기' })).toBeInTheDocument();
  });

  it('can go back to the login form', async () => {
    serveDormantAccount();
    renderRoute('/login');
    const user = await logInAsDormant();
    await user.click(await screen.findByRole('button', { name: '로그인으로 돌아가기' }, SLOW));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
  });

  it('a dormant Naver account comes from the Naver callback to the same way back, asking the e-mail here', async () => {
    const { restores, logins } = serveDormantAccount();
    server.use(
      http.get('/api/login/naver-token', () => HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.', accessToken: 'at-1', refreshToken: 'rt-1' })),
      http.get('/api/login/naver', () => HttpResponse.json(fail('4030', DORMANT, 'MEMBERSHIP.DORMANT'), { status: 403 })),
    );
    const user = userEvent.setup();
    const { router, store } = renderRoute('/oauth/login/naver?code=c-1&state=s-1');
    expect(await screen.findByRole('heading', { name: '휴면 계정 안내' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('아이디(이메일)'), 'minsu@example.com');
    await verifyPhone(user, '01012345678');
    await expectToast(RESTORED, { timeout: SLOW.timeout });
    expect(restores).toEqual([{ email: 'minsu@example.com', to: '01012345678', verificationToken: 'verification-token' }]);
    // No password was typed here: back to the login form, to log in with Naver again.
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(logins).toEqual([]);
    expect(store.getState().member.id).toBe(0);
  });
});
