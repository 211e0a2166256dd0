import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installFakeClock } from '@/testing/fake-clock';
import { naverOff, verificationHandlers } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectLastToast, expectToast, toastMessages } from '@/testing/notices';

async function fillDetails(user: ReturnType<typeof userEvent.setup>, { name = '김민수', birth = '19900517', phone = '01012345678' } = {}) {
  const nameField = await screen.findByLabelText('이름');
  if (name) await user.type(nameField, name);
  if (birth) await user.type(screen.getByLabelText('생년월일'), birth);
  if (phone) await user.type(screen.getByLabelText('휴대폰 번호'), phone);
}

describe('/verification', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('types the birth date as digits into YYYY-MM-DD (10 characters) and keeps the phone to digits', async () => {
    const user = userEvent.setup();
    renderRoute('/verification');
    const birth = await screen.findByLabelText('생년월일');
    await user.type(birth, '199005');
    expect(birth).toHaveValue('1990-05');
    await user.type(birth, '1799');
    expect(birth).toHaveValue('1990-05-17');
    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '010-1234-5678');
    expect(phone).toHaveValue('01012345678');
  });

  it.each([
    ['이름', { name: '' }, '이름을 입력해주세요.'],
    ['생년월일', { birth: '' }, '생년월일을 입력해주세요.'],
    ['휴대폰 번호', { phone: '' }, '휴대폰 번호를 입력해주세요.'],
  ])('without a %s names that field (not 회원정보를 입력해주세요.), focuses it and sends nothing', async (label, missing, message) => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, missing);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast(message, { tone: 'error' });
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('with nothing typed names the first field of the form', async () => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, { name: '', birth: '', phone: '' });
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('이름을 입력해주세요.', { tone: 'error' });
    expect(toastMessages()).toEqual(['이름을 입력해주세요.']);
  });

  it('takes a phone number pasted with dashes whole, and sends it as digits', async () => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, { phone: '' });
    await user.click(screen.getByLabelText('휴대폰 번호'));
    await user.paste('010-2222-3333');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('01022223333');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByRole('dialog', { name: '인증번호 입력' });
    expect(api.calls).toEqual([{ path: '/api/send-one.php', body: { to: '01022223333', purpose: 'sign-up' } }]);
  });

  it.each(['19000101', '19291231'])('birth %s (before 1930) is refused on the screen and sends nothing', async (birth) => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, { birth });
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('출생 연도는 1930년부터 입력할 수 있습니다.');
    expect(api.calls).toEqual([]);
  });

  it('takes a birth date in 1930, the earliest year', async () => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, { birth: '19300101' });
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByRole('dialog', { name: '인증번호 입력' });
    expect(api.calls).toEqual([{ path: '/api/send-one.php', body: { to: '01012345678', purpose: 'sign-up' } }]);
  });

  it.each(['19900230', '19901301', '199005', '29990101'])('birth %s alerts 유효하지 않은 날짜입니다.', async (birth) => {
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user, { birth });
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('유효하지 않은 날짜입니다.');
    expect(api.calls).toEqual([]);
  });

  it('a failed send says 다시 시도해주세요. followed by the failure, and opens no popup', async () => {
    server.use(http.post('/api/send-one.php', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('다시 시도해주세요. (인터넷 연결을 확인해주세요)', { tone: 'error' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the code, counts 300 s down as mm:ss, and on expiry clears the code and alerts', async () => {
    const clock = installFakeClock();
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    const dialog = await screen.findByRole('dialog', { name: '인증번호 입력' });
    await expectToast('인증번호가 발송되었습니다. 핸드폰을 확인해주세요.');
    expect(api.calls).toEqual([{ path: '/api/send-one.php', body: { to: '01012345678', purpose: 'sign-up' } }]);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    expect(within(dialog).getByText('010-****-5678')).toBeInTheDocument();

    await act(() => clock.advance(1000));
    expect(timer).toHaveTextContent('04:59');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const code = within(dialog).getByLabelText('인증번호');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await act(() => clock.advance(238_000));
    expect(timer).toHaveTextContent('01:01');
    expect(toastMessages()).not.toContain('인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.');

    await act(() => clock.advance(61_000));
    expect(timer).toHaveTextContent('00:00');
    expect(code).toHaveValue('');
    expect(code).toBeDisabled();
    await expectLastToast('인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.');
    expect(within(dialog).getByRole('button', { name: '확인' })).toBeDisabled();

    // A resend brings a new code and a fresh 5 minutes.
    await user.click(within(dialog).getByRole('button', { name: '인증번호 다시 받기' }));
    await waitFor(() => expect(timer).toHaveTextContent('05:00'));
    expect(code).toBeEnabled();
    expect(api.paths()).toEqual(['/api/send-one.php', '/api/send-one.php']);
  });

  it('a wrong code alerts the sign-up mismatch message; the right one keeps the token and details and goes to /sign-up', async () => {
    installFakeClock();
    const api = verificationHandlers({ rightCode: '123456', token: 'tok-1' });
    server.use(...api.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const dialog = await screen.findByRole('dialog', { name: '인증번호 입력' });
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const code = within(dialog).getByLabelText('인증번호');

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await expectLastToast('인증번호가 올바르지 않습니다. 다시 입력해주세요.');
    expect(code).toHaveValue('');

    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(api.calls.at(-1)).toEqual({
      path: '/api/verification/confirm',
      body: { to: '01012345678', code: '123456', purpose: 'sign-up', name: '김민수', birth: '1990-05-17' },
    });
    expect(JSON.parse(sessionStorage.getItem('shop.signUpVerification')!)).toEqual({
      token: 'tok-1',
      name: '김민수',
      birth: '1990-05-17',
      phone: '01012345678',
    });
    expect(await screen.findByRole('heading', { name: '정보입력' })).toBeInTheDocument();
  });

  it('a code shorter than 6 digits is not sent', async () => {
    installFakeClock();
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.type(within(dialog).getByLabelText('인증번호'), '123');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await expectLastToast('인증번호 6자리를 입력해주세요.');
    expect(api.paths()).toEqual(['/api/send-one.php']);
  });

  it('closing the popup stops the countdown; leaving the page forgets the flow', async () => {
    const clock = installFakeClock();
    const api = verificationHandlers();
    server.use(...api.handlers);
    const user = userEvent.setup();
    const { store } = renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => clock.advance(300_000));
    expect(toastMessages()).not.toContain('인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.');
    expect(store.getState().phoneVerification.phase).toBe('idle');
  });

  it('leaving the page cancels the flow and its countdown', async () => {
    const clock = installFakeClock();
    const api = verificationHandlers();
    server.use(...api.handlers, naverOff);
    const user = userEvent.setup();
    const { store, router } = renderRoute('/verification');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByRole('dialog');
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(store.getState().phoneVerification.phase).toBe('idle');
    await act(() => clock.advance(300_000));
    expect(toastMessages()).not.toContain('인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.');
    expect(store.getState().phoneVerification).toMatchObject({ phase: 'idle', remaining: 0 });
  });
});
