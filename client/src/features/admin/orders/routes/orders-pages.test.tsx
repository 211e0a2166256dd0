import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../../testing/admin-handlers';
import { ordersHandlers, staffOrder } from '../testing/orders-handlers';

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

describe('/admin/payment', () => {
  it('lists the orders with the spec columns, cancelled rows red, and opens a row', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/payment');
    expect(await screen.findByText('20261123-000041', undefined, SLOW)).toBeInTheDocument();
    for (const title of ['주문번호', '주문자', '결제금액', '결제수단', '요청사항', '운송장번호']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('신용카드')).toBeInTheDocument();
    expect(screen.getByText('네이버페이')).toBeInTheDocument();
    expect(screen.getByText('64,000원')).toBeInTheDocument();
    const cancelledRow = screen.getByText('20261123-000042').closest('tr');
    expect(cancelledRow).toHaveAttribute('data-cancelled', 'Y');
    expect(cancelledRow?.style.background).not.toBe('');
    expect(screen.getByText('20261123-000041').closest('tr')?.style.background).toBe('');
    const first = fake.calls.find((call) => call.url.pathname === '/api/order');
    expect(first?.url.searchParams.get('size')).toBe('10');
    expect(first?.url.searchParams.get('sort')).toBe('created,desc');

    await user.click(screen.getByText('20261123-000041'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/payment/41'));
  });

  it('searches by orderer and opens the merchant dashboard in a new tab', async () => {
    const fake = setUp();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderRoute('/admin/payment');
    await screen.findByText('20261123-000041', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('주문 검색어'), { target: { value: '김민수' } });
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.url.pathname === '/api/order').at(-1)?.url.searchParams.get('orderer')).toBe('김민수'));
    await user.click(screen.getByRole('button', { name: '매출 관리 (나이스페이)' }));
    expect(open).toHaveBeenCalledWith('https://npg.nicepay.co.kr', '_blank', 'noopener,noreferrer');
  });
});

describe('/admin/payment/{id}', () => {
  it("shows the spec's fields: recipient, phone, address, request, method, fee and lines", async () => {
    setUp();
    renderRoute('/admin/payment/41');
    expect(await screen.findByText('김수령', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('01099998888')).toBeInTheDocument();
    expect(screen.getByText('서울 중구 세종대로 110 3층')).toBeInTheDocument();
    expect(screen.getByText('문 앞에 놓아주세요')).toBeInTheDocument();
    expect(screen.getByText('신용카드')).toBeInTheDocument();
    expect(screen.getByText('0원')).toBeInTheDocument(); // 64,000 > 30,000: free
    expect(screen.getByText('블랙 토트백')).toBeInTheDocument();
    expect(screen.getByText('하드웨어: 골드 (+3,000원)')).toBeInTheDocument();
    expect(screen.getByText('각인: 이니셜 각인 (영문 3자 이내) (+5,000원)')).toBeInTheDocument();
    expect(screen.getByTestId('staff-engraving')).toHaveTextContent('JHK');
    // 24,000 + 3,000 + 5,000 = 32,000 a piece; × 2 = 64,000.
    expect(screen.getByText('32,000원')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getAllByText('64,000원').length).toBeGreaterThan(0);
  });

  it('charges 3,000 shipping at 30,000 or less and labels other methods 카카오페이', async () => {
    setUp({ order: staffOrder({ staffPayments: [{ paymentId: 't', price: 30_000, method: 'kakaopay', cancled: 'N' }], totalPrice: 30_000 }) });
    renderRoute('/admin/payment/41');
    expect(await screen.findByText('3,000원', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('카카오페이')).toBeInTheDocument();
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

  it('cancels with a refund only after the confirm', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    await screen.findByText('김수령', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '주문 취소(환불)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('주문을 취소하고 환불하시겠습니까?').length).toBeGreaterThan(0);
    expect(fake.calls.some((call) => call.url.pathname.endsWith('/staff-cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '주문 취소(환불)' }));
    expect(await screen.findByText('주문이 취소되었습니다.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.pathname === '/api/order/41/staff-cancel')).toHaveLength(1);
  });

  it('marks a shipping order delivered', async () => {
    const fake = setUp({ order: staffOrder({ status: 'SHIPPING', oStatus: '1', trackingNumber: '123456789012', carrierName: 'CJ대한통운' }) });
    const user = userEvent.setup();
    renderRoute('/admin/payment/41');
    expect(await screen.findByText('CJ대한통운 123456789012', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '등록' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '배송 완료 처리' }));
    expect(await screen.findByText('배송 완료로 처리되었습니다.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.url.pathname === '/api/order/41/delivered')).toBe(true);
  });

  it('shows 잘못된 경로입니다. for a path that is no order id', async () => {
    setUp();
    renderRoute('/admin/payment/abc');
    expect(await screen.findByText('잘못된 경로입니다.', undefined, SLOW)).toBeInTheDocument();
  });
});
