import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { homeHandlers } from '@/testing/catalog-handlers';
import { minsu } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';

const loggedIn = { member: { ...initialMemberState, ...minsu, sex: 0 } };

function serveLogout(answer: () => Response = () => HttpResponse.json({ result: '0000', message: '로그아웃되었습니다.' })) {
  const calls: string[] = [];
  server.use(
    ...homeHandlers,
    http.all('/api/logout', ({ request }) => {
      calls.push(`${request.method} ${request.headers.get('x-csrf-token') ?? 'no token'}`);
      return answer();
    }),
  );
  return calls;
}

/** The anti-forgery token the server writes into every page it serves. */
function pageToken(token = 'page-token') {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = token;
  document.head.append(meta);
  return () => meta.remove();
}

describe('header', () => {
  it('a guest sees no greeting; the account icon leads to /login', async () => {
    renderRoute('/find-id');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByText(/님 환영합니다/)).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('a member sees the welcome greeting, My Page and order links', async () => {
    renderRoute('/find-id', { preloadedState: loggedIn });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('김민수님 환영합니다')).toBeInTheDocument();
    const myPage = within(header).getAllByRole('link', { name: '마이페이지' });
    expect(myPage.length).toBeGreaterThan(0);
    myPage.forEach((link) => expect(link).toHaveAttribute('href', '/mypage'));
    expect(within(header).getByRole('link', { name: '주문조회' })).toHaveAttribute('href', '/mypage/order');
  });

  it('a visitor\'s 주문조회 leads to 비회원 주문조회, in the header and in the menu', async () => {
    const user = userEvent.setup();
    renderRoute('/find-id');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '주문조회' })).toHaveAttribute('href', '/order-lookup');
    await user.click(within(header).getByRole('button', { name: '메뉴 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '메뉴' });
    expect(within(drawer).getByRole('link', { name: '주문조회' })).toHaveAttribute('href', '/order-lookup');
  });

  it('logout calls POST /api/logout with the page\'s anti-forgery token, clears the member and goes to /', async () => {
    const calls = serveLogout();
    const removeToken = pageToken();
    const user = userEvent.setup();
    const { store, router } = renderRoute('/find-id', { preloadedState: loggedIn });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    removeToken();
    expect(calls).toEqual(['POST page-token']);
    expect(store.getState().member).toEqual(initialMemberState);
    expect(within(screen.getByRole('banner')).queryByText(/님 환영합니다/)).not.toBeInTheDocument();
  });

  it('logout forgets the member even when the server cannot be reached', async () => {
    serveLogout(() => HttpResponse.error());
    const user = userEvent.setup();
    const { store, router } = renderRoute('/find-id', { preloadedState: loggedIn });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().member.id).toBe(0);
  });

  it('the menu drawer greets the member and logs out too', async () => {
    const calls = serveLogout();
    const user = userEvent.setup();
    const { store } = renderRoute('/find-id', { preloadedState: loggedIn });
    await user.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '메뉴' });
    expect(within(drawer).getByText('김민수님 환영합니다')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '주문조회' })).toHaveAttribute('href', '/mypage/order');
    await user.click(within(drawer).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(store.getState().member.id).toBe(0));
    expect(calls).toEqual(['POST no token']);
  });
});
