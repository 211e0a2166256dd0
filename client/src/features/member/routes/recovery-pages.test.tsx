import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installFakeClock } from '@/testing/fake-clock';
import { naverOff, verificationHandlers } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectLastToast, expectToast } from '@/testing/notices';

describe('/find-id', () => {
  beforeEach(() => {
    installFakeClock();
  });

  it('without a phone names the phone (not 회원정보를 입력해주세요.) and focuses it', async () => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/find-id');
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    await expectToast('휴대폰 번호를 입력해주세요.', { tone: 'error' });
    expect(screen.getByLabelText('휴대폰 번호')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('phone → code (a wrong one gets the recovery wording) → the ID is texted, said so, and on to /login', async () => {
    const api = verificationHandlers({ rightCode: '654321', token: 'find-id-token' });
    server.use(...api.handlers, naverOff);
    const user = userEvent.setup();
    const { router } = renderRoute('/find-id');
    await user.type(await screen.findByLabelText('휴대폰 번호'), '010-9999-8888');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('인증번호가 발송되었습니다. 핸드폰을 확인해주세요.');
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');

    const code = screen.getByLabelText('인증번호');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expectLastToast('인증번호가 일치하지 않습니다. 다시 입력해주세요.');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expectLastToast('ID정보가 가입 휴대폰으로 발송되었습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(api.calls).toEqual([
      { path: '/api/send-one.php', body: { to: '01099998888', purpose: 'find-id' } },
      { path: '/api/verification/confirm', body: { to: '01099998888', code: '111111', purpose: 'find-id' } },
      { path: '/api/verification/confirm', body: { to: '01099998888', code: '654321', purpose: 'find-id' } },
      { path: '/api/send-id.php', body: { to: '01099998888', verificationToken: 'find-id-token' } },
    ]);
  });

  it('a failed ID send says 다시 시도해주세요. followed by the failure', async () => {
    const api = verificationHandlers({ rightCode: '654321' });
    server.use(http.post('/api/send-id.php', () => HttpResponse.error()), ...api.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/find-id');
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01099998888');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expectLastToast('다시 시도해주세요. (인터넷 연결을 확인해주세요)');
    expect(router.state.location.pathname).toBe('/find-id');
  });
});

describe('/find-password', () => {
  beforeEach(() => {
    installFakeClock();
  });

  it('needs the e-mail too, in the right shape', async () => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/find-password');
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01099998888');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectLastToast('이메일을 입력해주세요.');
    expect(screen.getByLabelText('이메일(아이디)')).toHaveFocus();
    await user.type(screen.getByLabelText('이메일(아이디)'), 'minsu@example');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectLastToast('이메일 형식에 맞게 입력해 주세요.');
    expect(api.calls).toEqual([]);
  });

  it('e-mail and phone → code → a temporary password is texted, said so, and on to /login', async () => {
    const api = verificationHandlers({ rightCode: '654321', token: 'find-pw-token' });
    server.use(...api.handlers, naverOff);
    const user = userEvent.setup();
    const { router } = renderRoute('/find-password');
    const tabs = await screen.findByRole('navigation', { name: '계정 찾기' });
    expect(within(tabs).getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByLabelText('이메일(아이디)'), 'minsu@example.com');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01099998888');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expectLastToast('PW정보가 가입 휴대폰으로 발송되었습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      path: '/api/send-pw.php',
      body: { to: '01099998888', email: 'minsu@example.com', verificationToken: 'find-pw-token' },
    });
    expect(api.calls[0].body).toEqual({ to: '01099998888', purpose: 'find-password' });
  });
});
