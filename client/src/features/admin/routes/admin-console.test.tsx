import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, PASSWORD, staff, stubBrowserApis, WRONG_CREDENTIALS } from '../testing/admin-handlers';
import { findPageAlert } from '@/testing/notices';

// The console is a lazy chunk with antd: load it once up front so each test's first screen is quick.
beforeAll(async () => {
  await import('./admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => stubBrowserApis(false));
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };

async function logIn(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  // antd re-renders the form on each key: set the values at once (typing char by char is slow on a busy machine).
  fireEvent.change(await screen.findByLabelText('이메일', undefined, SLOW), { target: { value: owner.email } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: password } });
  await user.click(screen.getByRole('button', { name: /로그인/ }));
}

describe('admin guard and login', () => {
  it('sends a logged-out visitor to /login/admin and back to the wanted page after login', async () => {
    const fake = adminHandlers({ me: null });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/admin/access-log?page=0');

    await screen.findByRole('heading', { name: '관리자 로그인' }, SLOW);
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/access-log?page=0');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await logIn(user);
    await screen.findByRole('heading', { name: '개인정보 열람 기록' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/access-log');
    expect(store.getState().admin.id).toBe(owner.id);
    expect(await screen.findByText('회원 상세')).toBeInTheDocument();
    const login = fake.calls.find((call) => call.url.pathname === '/api/admin/login');
    expect(login?.body).toEqual({ email: owner.email, password: PASSWORD });
  });

  it('goes to the dashboard after a login whose ?redirect= is not a console page of this site', async () => {
    server.use(...adminHandlers({ me: null }).handlers);
    const user = userEvent.setup();
    const { router } = renderRoute(`/login/admin?redirect=${encodeURIComponent('//evil.example/admin')}`);
    await screen.findByRole('heading', { name: '관리자 로그인' }, SLOW);
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), SLOW);
  });

  it("shows the server's failure message and keeps the shopper's own session", async () => {
    server.use(...adminHandlers({ me: null }).handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/login/admin', {
      preloadedState: { member: shopper } as never,
    });

    await logIn(user, 'wrong-password');
    expect(await findPageAlert()).toHaveTextContent(WRONG_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(store.getState().admin.id).toBe(0);
    // An admin's 401 is not the shopper's: the member slice stays as it was.
    expect(store.getState().member.id).toBe(12);
  });

  it('shows required-field messages in Korean', async () => {
    server.use(...adminHandlers({ me: null }).handlers);
    const user = userEvent.setup();
    renderRoute('/login/admin');
    await user.click(await screen.findByRole('button', { name: /로그인/ }, SLOW));
    expect(await screen.findByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
  });

  it('takes an admin who is already logged in from /login/admin to the console', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    const { router } = renderRoute('/login/admin');
    expect(await screen.findByRole('heading', { name: '대시보드' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends /admin alone to the dashboard', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    const { router } = renderRoute('/admin');
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('console layout', () => {
  const menuLabels = () =>
    within(screen.getByRole('menu', { name: '관리자 메뉴' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('shows the owner every menu entry, in order, with the name and role in the header', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    renderRoute('/admin/audit');
    await screen.findByRole('heading', { name: '감사 로그' }, SLOW);
    expect(menuLabels()).toEqual([
      '대시보드',
      '옵션',
      '상품',
      '쿠폰',
      '배너',
      '팝업',
      '관리자',
      '회원',
      '주문',
      '제작 현황',
      '취소·반품',
      '감사 로그',
      '개인정보 열람 기록',
      'API 토큰',
      '작업',
      '2단계 인증',
      '로그아웃',
    ]);
    expect(screen.getByText('김대표')).toBeInTheDocument();
    expect(screen.getByText('대표 관리자')).toBeInTheDocument();
  });

  it('hides 관리자, 개인정보 열람 기록, API 토큰 and 작업 from staff, and refuses them the screen', async () => {
    server.use(...adminHandlers({ me: staff }).handlers);
    renderRoute('/admin/member');
    expect(await screen.findByText('권한이 없습니다', undefined, SLOW)).toBeInTheDocument();
    const labels = menuLabels();
    expect(labels).not.toContain('관리자');
    expect(labels).not.toContain('API 토큰');
    expect(labels).not.toContain('개인정보 열람 기록');
    expect(labels).not.toContain('작업');
    expect(labels).toContain('감사 로그');
    expect(screen.getByText('일반 관리자')).toBeInTheDocument();
  });

  it('logs out: the server is told, the admin slice clears and the login screen shows', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router, store } = renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    await waitFor(() => expect(store.getState().admin.id).toBe(owner.id));

    await user.click(screen.getByRole('button', { name: /로그아웃/ }));
    await screen.findByRole('heading', { name: '관리자 로그인' }, SLOW);
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(store.getState().admin.id).toBe(0);
    expect(fake.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/admin/logout')).toBe(true);
  });

  it('sends the admin to the login screen when a call finds the session gone (401)', async () => {
    // The first matching handler answers: the list's 401 goes before the fake's own.
    server.use(
      http.get('/api/admins', () => HttpResponse.json({ result: '4010', message: '로그인이 필요합니다.' }, { status: 401 })),
      ...adminHandlers({ me: owner }).handlers,
    );
    const { router, store } = renderRoute('/admin/member');
    await screen.findByRole('heading', { name: '관리자 로그인' }, SLOW);
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/member');
    expect(store.getState().admin.id).toBe(0);
  });

  it('puts the menu in a drawer on a phone-sized screen', async () => {
    stubBrowserApis(true);
    server.use(...adminHandlers({ me: owner }).handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    expect(screen.queryByRole('menu', { name: '관리자 메뉴' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const menu = await screen.findByRole('menu', { name: '관리자 메뉴' });
    await user.click(within(menu).getByRole('menuitem', { name: '개인정보 열람 기록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-log'));
  });

  it('navigates with the menu', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { name: '대시보드' }, SLOW);
    await user.click(within(screen.getByRole('menu', { name: '관리자 메뉴' })).getByRole('menuitem', { name: '감사 로그' }));
    await screen.findByRole('heading', { name: '감사 로그' });
    expect(router.state.location.pathname).toBe('/admin/audit');
  });
});

/** A shopper logged in to the storefront in the same browser. */
const shopper = {
  id: 12,
  email: 'minsu@example.com',
  memberName: '김민수',
  birth: '1990-05-17',
  phone: '01012345678',
  point: 0,
  sex: 0,
  termMarketing: 'N',
  termNews: 'N',
};
