import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { homeHandlers } from '@/testing/catalog-handlers';
import { couponListHandler, quoteHandler, toteLine, walletLine } from '@/testing/checkout-handlers';
import { ok, page } from '@/testing/fixtures';
import { loginAnswer, naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';

/** A login sent from a members-only page comes back to it (lib/return-path.ts), by form or by Naver. */

// Each step loads a lazy screen; on a busy machine that can pass Testing Library's 1 s.
const SLOW = { timeout: 10_000 };

function serveLogin() {
  server.use(
    naverOff,
    ...homeHandlers,
    http.post('/api/member/login.php', () => HttpResponse.json(loginAnswer())),
    http.get('/api/popup.php', () => HttpResponse.json(ok('dto', []))),
    quoteHandler().handler,
    couponListHandler([]),
  );
}

async function logInByForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('아이디(이메일)', {}, SLOW), 'minsu@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'tanned-hide9');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

const loginSearch = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search).get('redirect');

describe('login keeps the destination', () => {
  it('a guest pressing 주문하기 in the cart drawer chooses 회원 로그인, logs in and lands on checkout with the cart intact', async () => {
    serveLogin();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/?cart=on', { preloadedState: { cart: { items: [toteLine, walletLine] } } });
    const drawer = await screen.findByRole('dialog', { name: '장바구니' }, SLOW);
    await user.click(within(drawer).getByRole('button', { name: '주문하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-order'), SLOW);
    await user.click(await screen.findByRole('link', { name: '회원 로그인' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(loginSearch(router)).toBe('/payment/order-info');

    await logInByForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/order-info'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: '미니 토트백 외 1건' }, SLOW)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([toteLine, walletLine]);
    expect(store.getState().paymentGoods).toMatchObject({ items: [toteLine, walletLine], source: 'cart' });
  });

  it('a guest opening a checkout step directly comes back to that step', async () => {
    serveLogin();
    const user = userEvent.setup();
    const { router } = renderRoute('/payment/order-info', {
      preloadedState: { cart: { items: [toteLine] }, paymentGoods: { items: [toteLine], source: 'cart', returnTo: '/' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(loginSearch(router)).toBe('/payment/order-info');
    await logInByForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/order-info'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: '미니 토트백' }, SLOW)).toBeInTheDocument();
  });

  it('a guest sent from My Page comes back to the screen asked for, with its query', async () => {
    serveLogin();
    server.use(
      http.get('/api/order/:memberId/counting', () => HttpResponse.json(ok('dto', { before: 0, after: 0, end: 0, cancel: 0, change: 0, refund: 0 }))),
      http.get('/api/order/:memberId', () => HttpResponse.json(ok('dto', page([], { size: 2 })))),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/mypage/order?from=menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(loginSearch(router)).toBe('/mypage/order?from=menu');
    await logInByForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/order'), SLOW);
    expect(router.state.location.search).toBe('?from=menu');
    expect(await screen.findByRole('heading', { name: '주문조회' }, SLOW)).toBeInTheDocument();
  });

  it('never follows a ?redirect= to another site: the login goes home', async () => {
    serveLogin();
    const user = userEvent.setup();
    const { router } = renderRoute(`/login?redirect=${encodeURIComponent('//evil.example/payment/order-info')}`);
    await logInByForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  });

  it('a Naver login started from a login page with ?redirect= comes back there through the callback', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    server.use(
      ...homeHandlers,
      http.get('/api/login/naver/authorize', () => HttpResponse.json(ok('dto', { enabled: true, url: 'https://nid.naver.com/oauth2.0/authorize?state=s-1' }))),
      http.get('/api/login/naver-token', () => HttpResponse.json({ result: '0000', message: '', accessToken: 'at-1', refreshToken: 'rt-1' })),
      http.get('/api/login/naver', () => HttpResponse.json(loginAnswer())),
      http.get('/api/member/coupon.php', () => HttpResponse.json(ok('dto', page([], { size: 2 })))),
    );
    const user = userEvent.setup();
    renderRoute(`/login?redirect=${encodeURIComponent('/mypage/coupon')}`);
    await user.click(await screen.findByRole('button', { name: /네이버로 로그인/ }, SLOW));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://nid.naver.com/oauth2.0/authorize?state=s-1'), SLOW);
    vi.restoreAllMocks();

    // Naver sends the browser back to the callback, a fresh page of the same tab.
    const { router } = renderRoute('/oauth/login/naver?code=c-1&state=s-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/coupon'), SLOW);
    expect(await screen.findByText('보유하신 쿠폰이 없습니다.', {}, SLOW)).toBeInTheDocument();
    expect(sessionStorage.getItem('shop.login.redirect')).toBeNull();
  });
});
