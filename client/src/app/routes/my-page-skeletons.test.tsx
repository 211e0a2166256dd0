import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';

/**
 * My Page's screens draw their layout while their answer is on its way (components/ui/skeleton): the region says
 * it is busy and names what is loading, then the answer takes its place.
 */

const loggedIn = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };
const SLOW = { timeout: 10_000 };

/** Answers `path` only when the test lets it go; everything else My Page asks gets an empty answer. */
function holdBack(path: string, answer: () => Response) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(path, async () => {
      await released;
      return answer();
    }),
    http.get('/api/order/:memberId/counting', () => HttpResponse.json(ok('dto', { before: 0, after: 0, end: 0, cancel: 0, change: 0, refund: 0 }))),
  );
  return release;
}

const shapes = () => document.querySelectorAll('[data-loading-shapes]');

describe.each([
  ['/mypage/order', '/api/order/:memberId', '주문 내역을 불러오는 중', () => HttpResponse.json(ok('dto', page([], { size: 2 }))), '조회 기간 동안 주문하신 내역이 없습니다.'],
  ['/mypage/order/41', '/api/order/one/:orderId', '주문 정보를 불러오는 중', () => HttpResponse.json(fail('4040', '없음'), { status: 404 }), '주문 정보를 찾을 수 없습니다. 주문번호를 다시 확인해주세요.'],
  ['/mypage/coupon', '/api/member/coupon.php', '쿠폰 목록을 불러오는 중', () => HttpResponse.json(ok('dto', page([], { size: 2 }))), '보유하신 쿠폰이 없습니다.'],
  ['/mypage/point', '/api/member/points', '적립금 내역을 불러오는 중', () => HttpResponse.json(ok('dto', { balance: 0, entries: page([], { size: 10 }) })), '적립금 내역이 없습니다.'],
  ['/mypage/address', '/api/shipment/adr.php', '배송지를 불러오는 중', () => HttpResponse.json(ok('list', page([], { size: 5 }))), '등록된 배송지가 없습니다.'],
  ['/mypage/address/7', '/api/shipment/adr_get.php', '배송지를 불러오는 중', () => HttpResponse.json(fail('4040', '배송지를 찾을 수 없습니다.'), { status: 404 }), '배송지를 찾을 수 없습니다.'],
  ['/mypage/info', '/api/member/index.php', '회원정보를 불러오는 중', () => HttpResponse.json(fail('5000', '오류'), { status: 500 }), '회원정보를 불러오지 못했습니다.'],
])('%s while its answer is on the way', (route, path, label, answer, after) => {
  it('draws the screen busy with a skeleton named for screen readers, then the answer in its place', async () => {
    const release = holdBack(path, answer);
    renderRoute(route, { preloadedState: loggedIn });

    const status = await screen.findByText(label, {}, SLOW);
    expect(status).toHaveAttribute('role', 'status');
    const region = status.closest('[data-loading-shapes]')!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    // The shapes are drawing, not content: hidden from screen readers.
    expect(region.querySelector('[aria-hidden="true"]')?.children.length).toBeGreaterThan(0);

    release();
    expect(await screen.findByText(after, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(shapes()).toHaveLength(0));
  });
});
