import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, PASSWORD, staff, stubBrowserApis, type RecordedCall } from '../../testing/admin-handlers';
import { APP_CODE, OTP_FAILED, OWNER_FIRST, PASSWORD_MISMATCH, RECOVERY_CODES, TURNED_OFF, TURNED_ON } from '../testing/two-factor-fake';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const sent = (calls: RecordedCall[], path: string) => calls.filter((call) => call.method !== 'GET' && call.url.pathname === path).map((call) => call.body);
const CONFIRM_REQUIRED = '모든 관리자에게 2단계 인증을 필수로 하시겠습니까?';
const statusRow = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('tr') as HTMLElement;

describe('2단계 인증 page: the account itself', () => {
  it('is in the menu with the account entries, just before 로그아웃', async () => {
    server.use(...adminHandlers({ me: staff }).handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    const labels = within(screen.getByRole('menu', { name: '관리자 메뉴' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels.slice(-2)).toEqual(['2단계 인증', '로그아웃']);

    await user.click(within(screen.getByRole('menu', { name: '관리자 메뉴' })).getByRole('menuitem', { name: '2단계 인증' }));
    await screen.findByRole('heading', { name: '2단계 인증', level: 3 }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/two-factor');
  });

  it('sets up an app: the QR code and key, a wrong first code refused on the field, the right one turns it on and shows the recovery codes once', async () => {
    const fake = adminHandlers({ me: staff });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/two-factor');

    await screen.findByText('사용 안 함', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '인증 앱 등록 시작' }));

    const heading = await screen.findByRole('heading', { name: '인증 앱 등록' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(sent(fake.calls, '/api/admin/me/two-factor/setup')).toEqual([{}]);

    const code = screen.getByLabelText('인증 코드');
    fireEvent.change(code, { target: { value: '000000' } });
    await user.click(screen.getByRole('button', { name: '확인하고 켜기' }));
    expect(await screen.findByText(OTP_FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText('인증 코드')).toHaveValue('');
    // A wrong code is not a lost session: still on the page.
    expect(screen.getByRole('heading', { name: '2단계 인증', level: 3 })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('인증 코드'), { target: { value: APP_CODE } });
    await user.click(screen.getByRole('button', { name: '확인하고 켜기' }));

    expect(await screen.findByText(TURNED_ON)).toBeInTheDocument();
    const codesHeading = await screen.findByRole('heading', { name: '복구 코드 보관' });
    expect(codesHeading).toHaveFocus();
    expect(within(screen.getByRole('list', { name: '복구 코드 목록' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(sent(fake.calls, '/api/admin/me/two-factor/confirm')).toEqual([{ otp: '000000' }, { otp: APP_CODE }]);

    await user.click(screen.getByRole('button', { name: '저장했습니다' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '복구 코드 목록' })).not.toBeInTheDocument());
    expect(await screen.findByText('사용 중')).toBeInTheDocument();
    expect(within(statusRow('남은 복구 코드')).getByText(/10개/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2단계 인증 끄기/ })).toBeInTheDocument();
  });

  it('turns off with the password: a wrong one is refused on the field, the right one turns it off', async () => {
    const fake = adminHandlers({ me: staff, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/two-factor');

    await screen.findByText('사용 중', undefined, SLOW);
    const password = screen.getByLabelText('비밀번호');
    fireEvent.change(password, { target: { value: 'not-my-password' } });
    await user.click(screen.getByRole('button', { name: /2단계 인증 끄기/ }));
    expect(await screen.findByText(PASSWORD_MISMATCH)).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
    expect(fake.twoFactor.enabled).toBe(true);

    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: PASSWORD } });
    await user.click(screen.getByRole('button', { name: /2단계 인증 끄기/ }));
    expect(await screen.findByText(TURNED_OFF)).toBeInTheDocument();
    expect(await screen.findByText('사용 안 함')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인증 앱 등록 시작' })).toBeInTheDocument();
    expect(sent(fake.calls, '/api/admin/me/two-factor/off')).toEqual([{ password: 'not-my-password' }, { password: PASSWORD }]);
  });

  it('cannot be turned off while the owner requires it, and says why', async () => {
    const fake = adminHandlers({ me: staff, twoFactor: { enabled: true, required: true } });
    server.use(...fake.handlers);
    renderRoute('/admin/two-factor');

    await screen.findByText('사용 중', undefined, SLOW);
    expect(screen.getByText('모든 관리자에게 2단계 인증이 필수로 설정되어 있어 끌 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toBeDisabled();
    expect(screen.getByRole('button', { name: /2단계 인증 끄기/ })).toBeDisabled();
    expect(within(statusRow('필수 여부')).getByText('모든 관리자 필수')).toBeInTheDocument();
    // Staff have no policy switch.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('2단계 인증 page: the owner\'s policy', () => {
  it('asks before requiring two-factor for every admin, then requires it; turning it off needs no confirmation', async () => {
    const fake = adminHandlers({ me: owner, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/two-factor');

    const policy = await screen.findByRole('switch', { name: '모든 관리자에게 2단계 인증 필수' }, SLOW);
    expect(policy).not.toBeChecked();
    await user.click(policy);

    const dialog = await screen.findByRole('dialog', { name: CONFIRM_REQUIRED });
    expect(within(dialog).getByText(/다음 로그인 때 인증 앱을 등록해야/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fake.calls, '/api/admin/two-factor-policy')).toEqual([]);
    expect(policy).not.toBeChecked();

    await user.click(policy);
    await user.click(within(await screen.findByRole('dialog', { name: CONFIRM_REQUIRED })).getByRole('button', { name: '필수로 설정' }));
    expect(await screen.findByText('정상적으로 수정되었습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: '모든 관리자에게 2단계 인증 필수' })).toBeChecked());
    expect(sent(fake.calls, '/api/admin/two-factor-policy')).toEqual([{ required: true }]);
    // Required now: the owner's own two-factor cannot be turned off either.
    expect(screen.getByRole('button', { name: /2단계 인증 끄기/ })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: '모든 관리자에게 2단계 인증 필수' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '모든 관리자에게 2단계 인증 필수' })).not.toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fake.calls, '/api/admin/two-factor-policy')).toEqual([{ required: true }, { required: false }]);
  });

  it("can't require it before the owner's own two-factor is on, and says so", async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    renderRoute('/admin/two-factor');

    const policy = await screen.findByRole('switch', { name: '모든 관리자에게 2단계 인증 필수' }, SLOW);
    expect(policy).toBeDisabled();
    expect(screen.getByText(OWNER_FIRST)).toBeInTheDocument();
    expect(policy).toHaveAccessibleDescription(OWNER_FIRST);
  });
});
