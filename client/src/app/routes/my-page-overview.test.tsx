import { screen, waitFor, within } from '@testing-library/react';
import { initialMemberState } from '@/features/member/store/member-slice';
import { orderRecord } from '@/features/orders/routes/orders-test-data';
import { MOBILE_QUERY } from '@/hooks/use-media-query';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { serveOverview, usableCoupon } from '@/testing/overview-handlers';
import { renderRoute } from '@/testing/test-utils';

const member = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };

const ORDERS = [
  orderRecord(31, { created: '2026-11-20T03:00:00.000Z', oStatus: '1', status: 'SHIPPING' }),
  orderRecord(30, { created: '2026-11-18T03:00:00.000Z', oStatus: 'CANCELLED', status: 'CANCELLED', goods: [{ id: 5, goodsName: '반지갑', thumb_src: '/w.svg', price: 89000 }], totalPrice: 92000 }),
  orderRecord(29, { created: '2026-11-10T03:00:00.000Z', oStatus: '0', status: 'PREPARING' }),
];

const COUPONS = [usableCoupon(4, '신규 회원 웰컴 쿠폰', '2026-12-01T15:00:00.000Z', 3), usableCoupon(5, '겨울 쿠폰', '2027-01-31T15:00:00.000Z', 64)];

/** A phone-sized screen for useMediaQuery (jsdom has no matchMedia: everything else renders as a desktop). */
function phoneScreen() {
  vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: query === MOBILE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} })));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/mypage, the overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets the member and shows the latest orders with their stage in words, the points and the usable coupons', async () => {
    const overview = serveOverview({ orders: ORDERS, balance: 12_500, coupons: COUPONS });
    server.use(naverOff, ...overview.handlers);
    renderRoute('/mypage', { preloadedState: member });

    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(screen.getByText('김민수님, 반갑습니다.')).toBeInTheDocument();

    const orders = await screen.findByRole('list', { name: '최근 주문 목록' });
    const rows = within(orders).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/mypage/order/31', '/mypage/order/30', '/mypage/order/29']);
    expect(within(orders).getAllByTestId('recent-order-status').map((status) => status.textContent)).toEqual(['배송중', '주문 취소', '상품 준비중']);
    expect(rows[0]).toHaveTextContent('미니 토트백 외 1건');
    expect(rows[0]).toHaveTextContent('362,000원');
    expect(rows[1]).toHaveTextContent('반지갑');
    expect(within(section('최근 주문')).getByRole('link', { name: /전체보기/ })).toHaveAttribute('href', '/mypage/order');

    const points = section('적립금');
    await waitFor(() => expect(points).toHaveTextContent('12,500P'));
    expect(within(points).getByRole('link', { name: /적립금 내역/ })).toHaveAttribute('href', '/mypage/point');

    const coupons = section('사용 가능한 쿠폰');
    await waitFor(() => expect(coupons).toHaveTextContent('2장'));
    const soonest = within(coupons).getByTestId('soonest-coupon');
    expect(soonest).toHaveTextContent('가장 먼저 끝나는 쿠폰');
    expect(soonest).toHaveTextContent('신규 회원 웰컴 쿠폰');
    expect(soonest).not.toHaveTextContent('겨울 쿠폰');
    // Its last day: the instant before the exclusive expiration, in the shopper's calendar (2026-12-02 00:00 in Korea).
    expect(soonest).toHaveTextContent(/2026\.12\.0[12]까지 · D-3/);
    expect(within(coupons).getByRole('link', { name: /쿠폰함/ })).toHaveAttribute('href', '/mypage/coupon');

    // One read each, the orders as the latest three whatever their date.
    expect(overview.asked.sort()).toEqual(['/api/member/coupon_list?memId=12', '/api/member/points?memId=12&page=0&size=10', '/api/order/12?page=0&size=3']);
  });

  it('on a wider screen has the six shortcuts beside the side menu', async () => {
    server.use(naverOff, ...serveOverview().handlers);
    renderRoute('/mypage', { preloadedState: member });
    const shortcuts = await screen.findByRole('region', { name: '바로가기' });
    expect(within(shortcuts).getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/mypage/order', '주문조회Orders'],
      ['/mypage/coupon', '쿠폰Coupons'],
      ['/mypage/wishlist', '찜한 상품Wishlist'],
      ['/mypage/info', '회원정보 수정Account'],
      ['/mypage/address', '배송지 관리Address book'],
      ['/mypage/inquiries', '1:1 문의Inquiry'],
    ]);
    expect(screen.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeInTheDocument();
  });

  it('on a phone keeps the spec\'s menu grid, logout included, as its shortcuts', async () => {
    phoneScreen();
    server.use(naverOff, ...serveOverview().handlers);
    renderRoute('/mypage', { preloadedState: member });
    const shortcuts = await screen.findByRole('region', { name: '바로가기' });
    const grid = within(shortcuts).getByRole('navigation', { name: '마이페이지 바로가기' });
    expect(within(grid).getAllByRole('link')).toHaveLength(8);
    expect(within(grid).getByRole('button', { name: /로그아웃/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(await screen.findByText('아직 주문하신 내역이 없습니다.')).toBeInTheDocument();
  });

  it('shows each block\'s skeleton (aria-busy, the loaded block\'s rows) while it loads', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(naverOff, ...serveOverview({ orders: ORDERS, balance: 300, coupons: COUPONS, hold }).handlers);
    renderRoute('/mypage', { preloadedState: member });

    await screen.findByRole('heading', { level: 1, name: '마이페이지' });
    const busy = [...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')];
    expect(busy.map((region) => within(region).getByRole('status').textContent)).toEqual(['적립금을 불러오는 중', '쿠폰을 불러오는 중', '최근 주문을 불러오는 중']);
    // The orders' skeleton holds three rows, as many as the block shows.
    expect(busy[2].querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
    expect(screen.queryByRole('list', { name: '최근 주문 목록' })).toBeNull();

    release();
    expect(await screen.findByRole('list', { name: '최근 주문 목록' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0));
    expect(section('적립금')).toHaveTextContent('300P');
  });

  it('says what is empty: no orders, no coupons, a balance of 0', async () => {
    server.use(naverOff, ...serveOverview().handlers);
    renderRoute('/mypage', { preloadedState: member });
    expect(await screen.findByText('아직 주문하신 내역이 없습니다.')).toBeInTheDocument();
    expect(within(section('최근 주문')).getByRole('link', { name: '쇼핑하러 가기' })).toHaveAttribute('href', '/all-items');
    await waitFor(() => expect(section('사용 가능한 쿠폰')).toHaveTextContent('0장'));
    expect(section('사용 가능한 쿠폰')).toHaveTextContent('사용 가능한 쿠폰이 없습니다.');
    await waitFor(() => expect(section('적립금')).toHaveTextContent('0P'));
    expect(section('적립금')).toHaveTextContent('100P 이상부터 사용할 수 있습니다.');
  });
});
