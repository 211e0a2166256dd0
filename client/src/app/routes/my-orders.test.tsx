import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { ok, page } from '@/testing/fixtures';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';

const loggedIn = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };

describe('/mypage/order (the app wires the member into the orders feature)', () => {
  it("lists the logged-in member's orders", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/order/:memberId/counting', () => HttpResponse.json(ok('dto', { before: 0, after: 0, end: 0, cancel: 0, change: 0, refund: 0 }))),
      http.get('/api/order/:memberId', ({ params }) => {
        asked.push(String(params.memberId));
        return HttpResponse.json(ok('dto', page([], { size: 2 })));
      }),
    );
    renderRoute('/mypage/order', { preloadedState: loggedIn });
    expect(await screen.findByRole('heading', { name: '주문조회' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['12']));
    expect(await screen.findByText('조회 기간 동안 주문하신 내역이 없습니다.')).toBeInTheDocument();
  });

  it('sends a guest to the login page, to come back to the order', async () => {
    server.use(naverOff);
    const { router } = renderRoute('/mypage/order/41');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/mypage/order/41');
  });
});
