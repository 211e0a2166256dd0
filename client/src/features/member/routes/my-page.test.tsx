import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { MOBILE_QUERY } from '@/hooks/use-media-query';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail, ok } from '@/testing/fixtures';
import { minsu, naverOff } from '@/testing/member-handlers';
import { serveOverview } from '@/testing/overview-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectLastToast, expectToast, toasts } from '@/testing/notices';

/** The persisted slice is stale on purpose (other name, phone, consents): the screens must show the server's. */
const loggedIn = {
  member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수(옛)', phone: '01099998888', sex: 2, termMarketing: 'Y' as const, termNews: 'N' as const },
};

interface Call {
  path: string;
  method: string;
  query: Record<string, string>;
  body?: unknown;
}

/** Serves the My Page calls, recording each; the answers can be replaced per test. */
function serveMyPage({
  member = { ...minsu, phone: '01012345678', sex: null as 1 | 2 | null, termMarketing: 'N', termNews: 'Y' } as Record<string, unknown>,
  update = (body: Record<string, unknown>) =>
    HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.', data: { ...member, sex: body.sex, termMarketing: body.termMarketing, termNews: body.termNews } }),
  checkPass = (body: Record<string, unknown>) =>
    body.password === 'current-pw1!'
      ? HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.' })
      : HttpResponse.json(fail('4000', '비밀번호가 일치하지 않습니다.', 'MEMBERSHIP.PASSWORD_MISMATCH'), { status: 400 }),
  changePass = () => HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.' }),
}: {
  member?: Record<string, unknown>;
  update?: (body: Record<string, unknown>) => Response;
  checkPass?: (body: Record<string, unknown>) => Response;
  changePass?: (body: Record<string, unknown>) => Response;
} = {}) {
  const calls: Call[] = [];
  const record = async (request: Request, withBody: boolean) => {
    const url = new URL(request.url);
    const body = withBody ? ((await request.json()) as Record<string, unknown>) : undefined;
    calls.push({ path: url.pathname, method: request.method, query: Object.fromEntries(url.searchParams), body });
    return body ?? {};
  };
  server.use(
    naverOff,
    ...homeHandlers,
    // /mypage's overview (its own test: app/routes/my-page-overview.test.tsx).
    ...serveOverview().handlers,
    http.get('/api/member/index.php', async ({ request }) => {
      await record(request, false);
      return HttpResponse.json(ok('data', member));
    }),
    http.put('/api/member.php', async ({ request }) => update(await record(request, true))),
    http.post('/api/member/check-pass.php', async ({ request }) => checkPass(await record(request, true))),
    http.post('/api/member/change-pass.php', async ({ request }) => changePass(await record(request, true))),
    http.post('/api/logout', async ({ request }) => {
      await record(request, false);
      return HttpResponse.json({ result: '0000', message: '로그아웃되었습니다.' });
    }),
  );
  return {
    calls,
    sent: (path: string) => calls.filter((call) => call.path === path && call.method !== 'GET').map((call) => call.body),
  };
}

/** A phone-sized screen for useMediaQuery (jsdom has no matchMedia: everything else renders as a desktop). */
function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === MOBILE_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const sideMenu = () => screen.getByRole('navigation', { name: '마이페이지 메뉴' });

describe('My Page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/mypage', '/mypage/info', '/mypage/change-password', '/mypage/inquiries', '/mypage/coupon', '/mypage/point', '/mypage/address', '/mypage/address/post', '/mypage/address/7'])('sends a logged-out visitor from %s to /login', async (path) => {
    const { calls } = serveMyPage();
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('on a wider screen /mypage is the overview, with the side menu beside it', async () => {
    serveMyPage();
    const { router } = renderRoute('/mypage', { preloadedState: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
    const menu = sideMenu();
    expect(within(menu).getByRole('link', { name: '주문조회' })).toHaveAttribute('href', '/mypage/order');
    expect(within(menu).getByRole('link', { name: '회원정보 수정' })).toHaveAttribute('href', '/mypage/info');
    expect(within(menu).getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute('href', '/mypage/change-password');
    expect(within(menu).getByRole('link', { name: '1:1 문의' })).toHaveAttribute('href', '/mypage/inquiries');
    expect(within(menu).getByRole('link', { name: '쿠폰' })).toHaveAttribute('href', '/mypage/coupon');
    expect(within(menu).getByRole('link', { name: '적립금' })).toHaveAttribute('href', '/mypage/point');
    expect(within(menu).getByRole('link', { name: '찜한 상품' })).toHaveAttribute('href', '/mypage/wishlist');
    expect(within(menu).getByRole('link', { name: '배송지 관리' })).toHaveAttribute('href', '/mypage/address');
    expect(within(menu).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('listitem')).toHaveLength(9);
  });

  it('a logout from the side menu ends on the home page, not on the members-only guard\'s /login', async () => {
    const { calls } = serveMyPage();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/mypage/info', { preloadedState: loggedIn });
    await screen.findByRole('heading', { name: '회원정보 수정' });
    await user.click(within(sideMenu()).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(store.getState().member).toEqual(initialMemberState));
    // Let every pending navigation settle: the guard of the screen being left must not send the guest on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/logout');
  });

  it('on a phone /mypage keeps the menu grid (under the overview), and its logout clears the member and goes home', async () => {
    phoneScreen();
    const { calls } = serveMyPage();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/mypage', { preloadedState: loggedIn });
    const grid = await screen.findByRole('navigation', { name: '마이페이지 바로가기' });
    expect(router.state.location.pathname).toBe('/mypage');
    expect(within(grid).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mypage/order',
      '/mypage/coupon',
      '/mypage/point',
      '/mypage/wishlist',
      '/mypage/info',
      '/mypage/change-password',
      '/mypage/address',
      '/mypage/inquiries',
    ]);
    await user.click(within(grid).getByRole('button', { name: /로그아웃/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().member).toEqual(initialMemberState);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/logout']);
  });

  describe('/mypage/info', () => {
    it('shows the server\'s member, not the persisted one', async () => {
      const { calls } = serveMyPage();
      renderRoute('/mypage/info', { preloadedState: loggedIn });
      expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();
      expect(screen.getByText('김민수')).toBeInTheDocument();
      expect(screen.getByText('minsu@example.com')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '선택 안 함' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: /신상품 및 소식 수신 동의/ })).toBeChecked();
      expect(calls[0]).toMatchObject({ path: '/api/member/index.php', method: 'GET', query: { memid: '12' } });
    });

    it('sends nothing when nothing changed', async () => {
      const { sent } = serveMyPage();
      const user = userEvent.setup();
      const { router } = renderRoute('/mypage/info', { preloadedState: loggedIn });
      await screen.findByText('010-1234-5678');
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      // Ticking a box and unticking it again is no change either.
      await user.click(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ }));
      await user.click(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ }));
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      await expectToast('변경된 내용이 없습니다.');
      expect(sent('/api/member.php')).toEqual([]);
      expect(router.state.location.pathname).toBe('/mypage/info');
    });

    it('sends 선택 안 함 as sex null, alerts the server\'s message, updates the member and goes to /mypage', async () => {
      const { sent } = serveMyPage({ member: { ...minsu, sex: 1, termMarketing: 'N', termNews: 'Y' } });
      const user = userEvent.setup();
      const { router, store } = renderRoute('/mypage/info', { preloadedState: loggedIn });
      expect(await screen.findByRole('radio', { name: '남성' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: '선택 안 함' }));
      await user.click(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ }));
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      await expectToast('정상적으로 수정되었습니다.');
      expect(sent('/api/member.php')).toEqual([{ id: 12, sex: null, termMarketing: 'Y', termNews: 'Y' }]);
      expect(store.getState().member).toMatchObject({ id: 12, memberName: '김민수', phone: '01012345678', sex: 0, termMarketing: 'Y', termNews: 'Y' });
      // /mypage is the overview now, on every screen.
      await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
      expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    });

    it('sends the chosen gender as 1 or 2', async () => {
      const { sent } = serveMyPage();
      const user = userEvent.setup();
      renderRoute('/mypage/info', { preloadedState: loggedIn });
      await user.click(await screen.findByRole('radio', { name: '여성' }));
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      await expectToast('정상적으로 수정되었습니다.');
      expect(sent('/api/member.php')).toEqual([{ id: 12, sex: 2, termMarketing: 'N', termNews: 'Y' }]);
    });

    it('alerts the server\'s reason, or 다시 시도해주세요. with the error code, and stays', async () => {
      let answer = () => HttpResponse.json(fail('4030', '접근 권한이 없습니다.', 'COMMON.FORBIDDEN'), { status: 403 });
      serveMyPage({ update: () => answer() });
      const user = userEvent.setup();
      const { router, store } = renderRoute('/mypage/info', { preloadedState: loggedIn });
      await user.click(await screen.findByRole('radio', { name: '남성' }));
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      await expectToast('접근 권한이 없습니다.');
      answer = () => HttpResponse.json(fail('5000', 'server error', 'COMMON.SERVER_ERROR'), { status: 500 });
      await user.click(screen.getByRole('button', { name: '저장하기' }));
      await expectToast('다시 시도해주세요. (오류 코드 5000)', { tone: 'error' });
      expect(router.state.location.pathname).toBe('/mypage/info');
      expect(store.getState().member.sex).toBe(2);
    });
  });

  describe('/mypage/change-password', () => {
    it('an empty current password does nothing', async () => {
      const { calls } = serveMyPage();
      const user = userEvent.setup();
      const { router } = renderRoute('/mypage/change-password', { preloadedState: loggedIn });
      await user.click(await screen.findByRole('button', { name: '확인' }));
      expect(toasts()).toEqual([]);
      expect(calls).toEqual([]);
      expect(router.state.location.pathname).toBe('/mypage/change-password');
    });

    it('a wrong one alerts the server\'s message and stays', async () => {
      const { sent } = serveMyPage();
      const user = userEvent.setup();
      const { router } = renderRoute('/mypage/change-password', { preloadedState: loggedIn });
      await user.type(await screen.findByLabelText('현재 비밀번호'), 'wrong-pw1!');
      await user.click(screen.getByRole('button', { name: '확인' }));
      await expectToast('비밀번호가 일치하지 않습니다.');
      expect(sent('/api/member/check-pass.php')).toEqual([{ id: '12', password: 'wrong-pw1!' }]);
      expect(router.state.location.pathname).toBe('/mypage/change-password');
    });

    it('a right one leads to the new password, which must match its confirmation, then back to /mypage/info', async () => {
      const { sent } = serveMyPage();
      const user = userEvent.setup();
      const { router, store } = renderRoute('/mypage/change-password', { preloadedState: loggedIn });
      await user.type(await screen.findByLabelText('현재 비밀번호'), 'current-pw1!');
      await user.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/new-password'));
      expect(sent('/api/member/check-pass.php')).toEqual([{ id: '12', password: 'current-pw1!' }]);
      expect(await screen.findByText('새로 사용하실 비밀번호를 입력해주세요.')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: '비밀번호 조건' })).toBeInTheDocument();

      await user.type(screen.getByLabelText('새 비밀번호'), 'fresh-hide-7!');
      await user.type(screen.getByLabelText('새 비밀번호 확인'), 'fresh-hide-8!');
      await user.click(screen.getByRole('button', { name: '변경하기' }));
      await expectToast('비밀번호가 일치하지 않습니다.');
      expect(sent('/api/member/change-pass.php')).toEqual([]);

      await user.clear(screen.getByLabelText('새 비밀번호 확인'));
      await user.type(screen.getByLabelText('새 비밀번호 확인'), 'fresh-hide-7!');
      await user.click(screen.getByRole('button', { name: '변경하기' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/info'));
      await expectLastToast('정상적으로 수정되었습니다.');
      expect(sent('/api/member/change-pass.php')).toEqual([{ id: 12, password: 'fresh-hide-7!' }]);
      expect(store.getState().member.id).toBe(12);
      expect(await screen.findByRole('heading', { name: '회원정보 수정' })).toBeInTheDocument();
    });

    it('a refused new password alerts the server\'s reason; other failures 비밀번호가 일치하지 않습니다.', async () => {
      let answer = () => HttpResponse.json(fail('4000', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.', 'MEMBERSHIP.PASSWORD_COMMON'), { status: 400 });
      serveMyPage({ changePass: () => answer() });
      const user = userEvent.setup();
      const { router } = renderRoute('/mypage/change-password', { preloadedState: loggedIn });
      await user.type(await screen.findByLabelText('현재 비밀번호'), 'current-pw1!');
      await user.click(screen.getByRole('button', { name: '확인' }));
      await user.type(await screen.findByLabelText('새 비밀번호'), 'Password123!');
      await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Password123!');
      await user.click(screen.getByRole('button', { name: '변경하기' }));
      await expectToast('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.');
      answer = () => HttpResponse.json(fail('5000', 'server error', 'COMMON.SERVER_ERROR'), { status: 500 });
      await user.click(screen.getByRole('button', { name: '변경하기' }));
      await expectLastToast('비밀번호가 일치하지 않습니다.');
      expect(router.state.location.pathname).toBe('/mypage/new-password');
    });

    it('the new-password page without a checked current password sends a member to check it first', async () => {
      serveMyPage();
      const { router } = renderRoute('/mypage/new-password', { preloadedState: loggedIn });
      await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/change-password'));
      expect(await screen.findByLabelText('현재 비밀번호')).toBeInTheDocument();
    });
  });

  it('/mypage/inquiries tells how to reach customer service and what to include', async () => {
    serveMyPage();
    renderRoute('/mypage/inquiries', { preloadedState: loggedIn });
    expect(await screen.findByRole('heading', { name: '1:1 문의' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02-000-1225' })).toHaveAttribute('href', 'tel:020001225');
    expect(screen.getByRole('link', { name: 'help@theshop.example' })).toHaveAttribute('href', 'mailto:help@theshop.example');
    expect(screen.getByText(/오전 10시 30분/)).toBeInTheDocument();
    expect(screen.getByText(/주문번호와 주문하신 분의 성함/)).toBeInTheDocument();
    expect(screen.getByText(/사진을 함께 보내주세요/)).toBeInTheDocument();
    expect(screen.getByText(/영업일 기준 1–2일 이내 답변드립니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이메일로 문의하기' }).getAttribute('href')).toMatch(/^mailto:help@theshop\.example\?subject=/);
    // No chat widget configured in tests: no chat button.
    expect(screen.queryByRole('button', { name: '채팅 상담하기' })).not.toBeInTheDocument();
  });
});
