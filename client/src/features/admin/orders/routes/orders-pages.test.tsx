import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../../testing/admin-handlers';
import { ok, page } from '@/testing/fixtures';
import { ordersHandlers, rows, staffOrder, tabCounts } from '../testing/orders-handlers';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 30_000 };

function setUp(options: Parameters<typeof ordersHandlers>[0] = {}) {
  const fake = ordersHandlers(options);
  server.use(...adminHandlers({ me: owner }).handlers, ...fake.handlers);
  return fake;
}

const lastCall = (fake: ReturnType<typeof ordersHandlers>, pathname: string) => fake.calls.filter((call) => call.url.pathname === pathname).at(-1);
const paramsOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
/** A tab is a radio button; the admin clicks its label (antd keeps the input itself out of the pointer's way). */
const tabLabel = (name: string) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

/** 30,000 of goods (25,000 + a 5,000 option), 100 points used: 29,900 paid, and the checkout's free shipping stored. */
const pointsOrder = staffOrder({
  id: 41,
  goodsTotal: 30_000,
  pointsUsed: 100,
  totalPrice: 29_900,
  shippingFee: 0,
  amounts: { goods: 25_000, options: 5_000, shipping: 0, coupon: 0, couponName: null, points: 100, paid: 29_900 },
  payment: {
    method: 'kakaopay',
    approvalNumber: 'nicepay_T2611231205001',
    approvedAt: '2026-11-23T03:00:05.000Z',
    amount: 29_900,
    description: '카카오페이머니',
    refunds: [{ kind: 'cancel', amount: 29_900, at: '2026-11-24T02:30:00.000Z', status: 'succeeded', lastError: null }],
  },
  staffPayments: [{ paymentId: 'nicepay_T2611231205001', price: 29_900, method: 'kakaopay', cancled: 'Y' }],
  paymentMethod: 'kakaopay',
  status: 'CANCELLED',
  oStatus: 'cancelled',
  productionStage: null,
});

describe('/admin/payment', () => {
  it('lists the orders with the spec columns and a status beside the stage, cancelled rows red, and opens a row', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/payment');
    expect(await screen.findByText('20261123-000041', undefined, SLOW)).toBeInTheDocument();
    for (const title of ['주문번호', '주문자', '결제금액', '결제수단', '요청사항', '운송장번호', '상태']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('신용카드')).toBeInTheDocument();
    expect(screen.getByText('네이버페이')).toBeInTheDocument();
    expect(screen.getByText('64,000원')).toBeInTheDocument();
    const preparing = screen.getByText('20261123-000041').closest('tr') as HTMLElement;
    expect(within(preparing).getByText('상품 준비중 · 재단')).toBeInTheDocument();
    const cancelledRow = screen.getByText('20261123-000042').closest('tr') as HTMLElement;
    expect(within(cancelledRow).getByText('주문 취소')).toBeInTheDocument();
    expect(within(cancelledRow).getByText('테스트')).toHaveAttribute('title', '테스트 결제: 실제로 결제되지 않은 주문입니다. 제작·배송하지 마세요.');
    expect(within(preparing).queryByText('테스트')).not.toBeInTheDocument();
    expect(cancelledRow).toHaveAttribute('data-cancelled', 'Y');
    expect(cancelledRow.style.background).not.toBe('');
    expect(preparing.style.background).toBe('');
    expect(paramsOf(lastCall(fake, '/api/order')?.url)).toEqual({ page: '0', size: '10', sort: 'created,desc' });

    await user.click(screen.getByText('20261123-000041'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/payment/41'));
  });

  it('shows each tab with the server\'s count and asks for the chosen tab from the first page', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/payment?page=2');
    await screen.findByText('20261123-000041', undefined, SLOW);
    const tabs = within(screen.getByRole('radiogroup', { name: '주문 상태' })).getAllByRole('radio');
    await waitFor(() => expect(tabs.map((tab) => tab.closest('label')?.textContent)).toEqual(['전체 12', '결제완료/준비중 3', '제작중 2', '배송중 1', '배송완료 4', '취소 1', '반품·교환 1']));
    expect(screen.getByRole('radio', { name: '전체 12' })).toBeChecked();
    expect(paramsOf(lastCall(fake, '/api/order/tab-counts')?.url)).toEqual({});

    await user.click(tabLabel('제작중 2'));
    await waitFor(() => expect(paramsOf(lastCall(fake, '/api/order')?.url)).toMatchObject({ tab: 'making', page: '0' }));
    expect(router.state.location.search).toContain('tab=making');
    // The counts are the other filters' and never depend on the tab.
    expect(fake.calls.filter((call) => call.url.pathname === '/api/order/tab-counts').every((call) => !call.url.searchParams.has('tab'))).toBe(true);

    expect(screen.getByRole('radio', { name: '제작중 2' })).toBeChecked();
    await user.click(tabLabel('전체 12'));
    await waitFor(() => expect(lastCall(fake, '/api/order')?.url.searchParams.has('tab')).toBe(false));
  });

  it('says "at least" where the server stopped counting: the capped tabs and the list\'s total', async () => {
    setUp();
    server.use(
      http.get('/api/order', () => HttpResponse.json(ok('dto', { ...page(rows, { totalElements: 1_000 }), last: false, totalCapped: true }))),
      http.get('/api/order/tab-counts', () => HttpResponse.json(ok('dto', { ...tabCounts, all: 1_000, delivered: 1_000, capped: ['all', 'delivered'] }))),
    );
    renderRoute('/admin/payment');
    await screen.findByText('20261123-000041', undefined, SLOW);
    const tabs = within(screen.getByRole('radiogroup', { name: '주문 상태' })).getAllByRole('radio');
    await waitFor(() => expect(tabs.map((tab) => tab.closest('label')?.textContent)).toEqual(['전체 1,000+', '결제완료/준비중 3', '제작중 2', '배송중 1', '배송완료 1,000+', '취소 1', '반품·교환 1']));
    expect(screen.getByText('총 1,000건 이상')).toBeInTheDocument();
  });

  it('searches on the server by one box, the period, the method and made to order; the counts and the CSV follow; 초기화 clears', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/payment?tab=paid');
    await screen.findByText('20261123-000041', undefined, SLOW);

    fireEvent.change(screen.getByLabelText('주문 검색어'), { target: { value: ' 010-1234-5678 ' } });
    fireEvent.change(screen.getByLabelText('조회 시작일'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('조회 종료일'), { target: { value: '2026-11-23' } });
    await user.click(screen.getByLabelText('결제수단'));
    await user.click(await screen.findByTitle('네이버페이'));
    await user.click(screen.getByLabelText('주문 제작'));
    await user.click(await screen.findByTitle('주문 제작 상품 포함'));
    await user.click(screen.getByRole('button', { name: '검색' }));

    const wanted = { q: '010-1234-5678', from: '2026-11-01', to: '2026-11-23', method: 'naverpay', madeToOrder: 'Y' };
    await waitFor(() => expect(paramsOf(lastCall(fake, '/api/order')?.url)).toEqual({ ...wanted, tab: 'paid', page: '0', size: '10', sort: 'created,desc' }));
    await waitFor(() => expect(paramsOf(lastCall(fake, '/api/order/tab-counts')?.url)).toEqual(wanted));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('010-1234-5678');

    // The CSV: the same filters, the tab included.
    const requested: URL[] = [];
    server.use(
      http.get('/api/order/export.csv', ({ request }) => {
        requested.push(new URL(request.url));
        return new HttpResponse('\uFEFF주문번호\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(requested).toHaveLength(1));
    expect(paramsOf(requested[0])).toEqual({ ...wanted, tab: 'paid' });

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(paramsOf(lastCall(fake, '/api/order')?.url)).toEqual({ page: '0', size: '10', sort: 'created,desc' }));
    expect(screen.getByLabelText('주문 검색어')).toHaveValue('');
  });

  it('opens the merchant dashboard in a new tab', async () => {
    setUp();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderRoute('/admin/payment');
    await screen.findByText('20261123-000041', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '매출 관리 (나이스페이)' }));
    expect(open).toHaveBeenCalledWith('https://npg.nicepay.co.kr', '_blank', 'noopener,noreferrer');
  });
});

describe('/admin/payment/{id}', () => {
  it("shows the orderer's contacts, where it goes, the request and the lines", async () => {
    setUp();
    renderRoute('/admin/payment/41');
    expect(await screen.findByText('김수령', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('김민수')).toBeInTheDocument();
    expect(screen.getByText('01012345678')).toBeInTheDocument();
    expect(screen.getByText('minsu@example.com')).toBeInTheDocument();
    expect(screen.getByText('01099998888')).toBeInTheDocument();
    expect(screen.getByText('(04524) 서울 중구 세종대로 110 3층')).toBeInTheDocument();
    expect(screen.getByText('문 앞에 놓아주세요')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('상품 준비중 · 재단');
    expect(screen.getByText('블랙 토트백')).toBeInTheDocument();
    expect(screen.getByText('하드웨어: 골드 (+3,000원)')).toBeInTheDocument();
    expect(screen.getByText('각인: 이니셜 각인 (영문 3자 이내) (+5,000원)')).toBeInTheDocument();
    expect(screen.getByTestId('staff-engraving')).toHaveTextContent('JHK');
    // 24,000 + 3,000 + 5,000 = 32,000 a piece; × 2 = 64,000.
    expect(screen.getByText('32,000원')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getAllByText('64,000원').length).toBeGreaterThan(0);
  });

  it('shows the amounts as stored (free shipping kept at 29,900 paid), the payment\'s approval and the refund with its time', async () => {
    setUp({ order: pointsOrder });
    renderRoute('/admin/payment/41');
    const amounts = (await screen.findByText('결제 금액', { selector: '.ant-card-head-title' }, SLOW)).closest('.ant-card') as HTMLElement;
    const row = (label: string) => within(amounts).getByText(label).closest('tr') as HTMLElement;
    expect(row('상품 금액')).toHaveTextContent('25,000원');
    expect(row('옵션 금액')).toHaveTextContent('5,000원');
    expect(row('배송비')).toHaveTextContent('0원 (무료)');
    expect(row('쿠폰 할인')).toHaveTextContent('0원');
    expect(row('적립금 사용')).toHaveTextContent('-100원');
    expect(within(amounts).getAllByText('29,900원').length).toBe(1);
    expect(within(amounts).queryByText('3,000원')).not.toBeInTheDocument();

    const payment = screen.getByText('결제 정보', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(payment).getByText('카카오페이')).toBeInTheDocument();
    expect(within(payment).getByText('카카오페이머니')).toBeInTheDocument();
    expect(within(payment).getByText('nicepay_T2611231205001')).toBeInTheDocument();
    expect(within(payment).getByText('2026-11-23 12:00')).toBeInTheDocument();
    expect(within(payment).getByRole('list', { name: '환불 내역' })).toHaveTextContent('주문 취소 환불 29,900원 · 2026-11-24 11:30 환불 완료');
    expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refund the provider refused every try of failed, why, and what staff can do', async () => {
    const refunds = [{ kind: 'cancel' as const, amount: 29_900, at: '2026-11-24T02:30:00.000Z', status: 'failed' as const, lastError: 'NicePay refused to cancel tid T1: HTTP 400' }];
    setUp({ order: { ...pointsOrder, payment: { ...pointsOrder.payment!, refunds } } });
    renderRoute('/admin/payment/41');
    const payment = (await screen.findByText('결제 정보', { selector: '.ant-card-head-title' }, SLOW)).closest('.ant-card') as HTMLElement;
    expect(within(payment).getByRole('list', { name: '환불 내역' })).toHaveTextContent('주문 취소 환불 29,900원 · 2026-11-24 11:30 환불 실패NicePay refused to cancel tid T1: HTTP 400');
    expect(within(payment).getByRole('alert')).toHaveTextContent('환불에 실패했습니다. 결제사 관리자 화면에서 직접 환불하거나, 원인을 해결한 뒤 작업 화면에서 다시 시도하세요.');
  });

  it('shows the timeline: each move, when, who (회원, the staff e-mail, 시스템) and why', async () => {
    setUp();
    renderRoute('/admin/payment/41');
    await screen.findByText('김수령', undefined, SLOW);
    const entries = screen.getAllByTestId('timeline-entry').map((entry) => entry.textContent);
    expect(entries).toEqual([
      '결제 대기2026-11-23 12:00 · 회원주문 접수',
      '결제 대기 → 결제 확인중2026-11-23 12:00 · 시스템결제 승인 요청',
      '결제 확인중 → 상품 준비중2026-11-23 12:00 · 시스템결제 완료',
      '제작 단계 주문확인 → 재단2026-11-24 10:00 · cs@shop.test제작 단계 변경',
    ]);
  });

  it("saves staff's memo and says so; the last edit is named", async () => {
    const fake = setUp({ order: staffOrder({ memo: { text: '전화 확인 필요', updatedAt: '2026-11-23T05:00:00.000Z', updatedBy: 'cs@shop.test' } }) });
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    const memo = await screen.findByLabelText('관리자 메모', undefined, SLOW);
    expect(memo).toHaveValue('전화 확인 필요');
    expect(screen.getByTestId('memo-updated')).toHaveTextContent('최종 수정 2026-11-23 14:00 · cs@shop.test');
    expect(screen.getByText('직원만 볼 수 있으며 회원에게는 보이지 않습니다. 저장할 때마다 감사 로그에 남습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '메모 저장' })).toBeDisabled();

    fireEvent.change(memo, { target: { value: '11/28 이전 도착 희망 (전화 확인)' } });
    await user.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByText('정상적으로 수정되었습니다.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'PUT' && call.url.pathname === '/api/order/41/memo')).toEqual([
      expect.objectContaining({ body: { memo: '11/28 이전 도착 희망 (전화 확인)' } }),
    ]);
  });

  it("shows the server's message when the memo is refused", async () => {
    setUp({ memoFailure: '메모는 2,000자까지 입력할 수 있습니다.' });
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    fireEvent.change(await screen.findByLabelText('관리자 메모', undefined, SLOW), { target: { value: '메모' } });
    await user.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByText('메모는 2,000자까지 입력할 수 있습니다.')).toBeInTheDocument();
  });

  it('asks for the tracking number, then registers it with the carrier', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    await screen.findByText('김수령', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('운송장번호를 입력해주세요.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('운송장번호'), { target: { value: ' 123456789012 ' } });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('운송장번호가 등록되었습니다.')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')).toMatchObject({ body: { orderId: 41, trackingNumber: '123456789012', carrierCode: '04' } });
  });

  it("shows the server's message when the registration is refused", async () => {
    setUp({ shipFailure: '현재 주문 상태에서는 처리할 수 없습니다.' });
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    await screen.findByText('김수령', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('운송장번호'), { target: { value: '123456789012' } });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('현재 주문 상태에서는 처리할 수 없습니다.')).toBeInTheDocument();
  });

  it('cancels with a refund only after a confirm naming the order, the amount and the method', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    await screen.findByText('김수령', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '주문 취소(환불)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('주문을 취소하고 환불하시겠습니까?').length).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent('주문번호 20261123-000041: 64,000원이 신용카드(으)로 환불되고, 사용한 쿠폰과 적립금이 돌아갑니다.');
    expect(fake.calls.some((call) => call.url.pathname.endsWith('/staff-cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '주문 취소(환불)' }));
    expect(await screen.findByText('주문이 취소되었습니다.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.pathname === '/api/order/41/staff-cancel')).toHaveLength(1);
  });

  it('marks a shipping order delivered only after a confirm naming the order; 닫기 changes nothing', async () => {
    const fake = setUp({ order: staffOrder({ status: 'SHIPPING', oStatus: '1', trackingNumber: '123456789012', carrierName: 'CJ대한통운', productionStage: null }) });
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    expect(await screen.findByText('CJ대한통운 123456789012', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '등록' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '배송 완료 처리' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('배송 완료로 처리하시겠습니까?');
    expect(dialog).toHaveTextContent('주문번호 20261123-000041: 배송완료로 바뀌고 회원에게 구매 적립금이 지급되며');
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.some((call) => call.url.pathname.endsWith('/delivered'))).toBe(false);

    await user.click(screen.getByRole('button', { name: '배송 완료 처리' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '배송 완료 처리' }));
    expect(await screen.findByText('배송 완료로 처리되었습니다.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.pathname === '/api/order/41/delivered')).toHaveLength(1);
  });

  it('shows 잘못된 경로입니다. for a path that is no order id', async () => {
    setUp();
    renderRoute('/admin/payment/abc');
    expect(await screen.findByText('잘못된 경로입니다.', undefined, SLOW)).toBeInTheDocument();
  });
});
