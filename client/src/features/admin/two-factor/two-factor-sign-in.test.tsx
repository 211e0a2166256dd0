import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { findPageAlert } from '@/testing/notices';
import { adminHandlers, owner, PASSWORD, stubBrowserApis, type RecordedCall } from '../testing/admin-handlers';
import { APP_CODE, OTP_FAILED, OTP_REQUIRED, RECOVERY_CODES, SETUP_REQUIRED } from './testing/two-factor-fake';

// The console is a lazy chunk with antd: load it once up front so each test's first screen is quick.
beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const logins = (calls: RecordedCall[]) => calls.filter((call) => call.url.pathname === '/api/admin/login').map((call) => call.body);

async function givePassword(user: ReturnType<typeof userEvent.setup>) {
  // antd re-renders the form on each key: set the values at once (typing char by char is slow on a busy machine).
  fireEvent.change(await screen.findByLabelText('이메일', undefined, SLOW), { target: { value: owner.email } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: PASSWORD } });
  await user.click(screen.getByRole('button', { name: /로그인/ }));
}

describe('login with two-factor on', () => {
  it('asks for the code after the password (focused, numeric, one-time-code) and sends it with the password', async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/login/admin?redirect=%2Fadmin%2Faudit');

    await givePassword(user);
    const code = await screen.findByLabelText('인증 코드', undefined, SLOW);
    expect(screen.getByText(OTP_REQUIRED)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/admin');

    fireEvent.change(code, { target: { value: APP_CODE } });
    await user.click(screen.getByRole('button', { name: /확\s?인/ }));

    await screen.findByRole('heading', { name: '감사 로그' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(store.getState().admin.id).toBe(owner.id);
    expect(logins(fake.calls)).toEqual([
      { email: owner.email, password: PASSWORD },
      { email: owner.email, password: PASSWORD, otp: APP_CODE },
    ]);
    // The password was held by the login screen only, never in the store.
    expect(JSON.stringify(store.getState())).not.toContain(PASSWORD);
  });

  it("shows the server's message for a wrong code, empties the field for the next try and stays", async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/login/admin');

    await givePassword(user);
    fireEvent.change(await screen.findByLabelText('인증 코드', undefined, SLOW), { target: { value: '000000' } });
    await user.click(screen.getByRole('button', { name: /확\s?인/ }));

    expect(await findPageAlert()).toHaveTextContent(OTP_FAILED);
    await waitFor(() => expect(screen.getByLabelText('인증 코드')).toHaveValue(''));
    expect(screen.getByLabelText('인증 코드')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(store.getState().admin.id).toBe(0);
    expect(logins(fake.calls).at(-1)).toEqual({ email: owner.email, password: PASSWORD, otp: '000000' });
  });

  it('checks the code is six digits before sending it', async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/login/admin');

    await givePassword(user);
    const code = await screen.findByLabelText('인증 코드', undefined, SLOW);
    fireEvent.change(code, { target: { value: '12a3' } });
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: /확\s?인/ }));
    expect(await screen.findByText('6자리 숫자로 입력해주세요.')).toBeInTheDocument();
    expect(logins(fake.calls)).toHaveLength(1);
  });

  it('takes a recovery code instead through 복구 코드 사용', async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: true, required: false } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/login/admin');

    await givePassword(user);
    await screen.findByLabelText('인증 코드', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '복구 코드 사용' }));
    const recovery = await screen.findByLabelText('복구 코드');
    expect(recovery).toHaveFocus();
    expect(screen.queryByLabelText('인증 코드')).not.toBeInTheDocument();
    fireEvent.change(recovery, { target: { value: ` ${RECOVERY_CODES[3].toUpperCase()} ` } });
    await user.click(screen.getByRole('button', { name: /확\s?인/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), SLOW);
    expect(logins(fake.calls).at(-1)).toEqual({ email: owner.email, password: PASSWORD, otp: RECOVERY_CODES[3] });
  });

  it('처음으로 goes back to an empty password form', async () => {
    server.use(...adminHandlers({ me: null, twoFactor: { enabled: true, required: false } }).handlers);
    const user = userEvent.setup();
    renderRoute('/login/admin');

    await givePassword(user);
    await screen.findByLabelText('인증 코드', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '처음으로' }));
    expect(await screen.findByLabelText('비밀번호')).toHaveValue('');
    expect(screen.getByLabelText('이메일')).toHaveValue('');
  });
});

describe('login where the owner requires two-factor and the account has none', () => {
  it('sets up an app (QR code and key), signs in with its first code, then shows the ten recovery codes once', async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: false, required: true } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/login/admin');

    await givePassword(user);
    const heading = await screen.findByRole('heading', { name: '인증 앱 등록' }, SLOW);
    expect(heading).toHaveFocus();
    expect(screen.getByText(SETUP_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(fake.calls.find((call) => call.url.pathname === '/api/admin/login/two-factor-setup')?.body).toEqual({ email: owner.email, password: PASSWORD });

    fireEvent.change(screen.getByLabelText('인증 코드'), { target: { value: APP_CODE } });
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));

    const codesHeading = await screen.findByRole('heading', { name: '복구 코드 보관' }, SLOW);
    expect(codesHeading).toHaveFocus();
    const list = screen.getByRole('list', { name: '복구 코드 목록' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(screen.getByText('이 복구 코드는 지금 한 번만 보여 드립니다.')).toBeInTheDocument();
    // Not in the console yet: the codes are read first.
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(logins(fake.calls).at(-1)).toEqual({ email: owner.email, password: PASSWORD, otp: APP_CODE });

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: /복\s?사/ }));
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
    expect(await screen.findByRole('button', { name: '복사됨' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장했습니다' }));
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(store.getState().admin.id).toBe(owner.id);
    expect(screen.queryByText(RECOVERY_CODES[0])).not.toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toContain(RECOVERY_CODES[0]);
  });

  it("shows the server's message for a wrong first code and keeps the QR code", async () => {
    const fake = adminHandlers({ me: null, twoFactor: { enabled: false, required: true } });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/login/admin');

    await givePassword(user);
    fireEvent.change(await screen.findByLabelText('인증 코드', undefined, SLOW), { target: { value: '654321' } });
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));
    expect(await findPageAlert()).toHaveTextContent(OTP_FAILED);
    expect(screen.getByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('인증 코드')).toHaveValue(''));
    expect(fake.twoFactor.enabled).toBe(false);
  });
});
