import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../../testing/admin-handlers';
import { ordersHandlers } from '../../orders/testing/orders-handlers';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 30_000 };

function setUp() {
  const fake = ordersHandlers();
  server.use(...adminHandlers({ me: owner }).handlers, ...fake.handlers);
  return fake;
}

describe('/admin/cancel', () => {
  it('lists the requests (kind, order, member, requested at, state) and opens one', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/cancel');
    expect(await screen.findByText('20261120-000051', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('반품').length).toBeGreaterThan(1);
    expect(screen.getByText('처리 대기')).toBeInTheDocument();
    expect(screen.getByText('취소 완료')).toBeInTheDocument();
    await user.click(screen.getAllByText('반품')[0]);
    await waitFor(() => expect(fake.calls.filter((call) => call.url.pathname === '/api/claims').at(-1)?.url.searchParams.get('kind')).toBe('return'));
    await user.click(screen.getByText('20261120-000051'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cancel/51'));
  });

  it('shows the picked-up return and completes its inspection with a partial refund after a confirm naming the order, the amount and the method', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/cancel/51');
    expect(await screen.findByText('손잡이 박음질이 풀려 있습니다.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('상품 불량')).toBeInTheDocument();
    expect(screen.getByAltText('요청 사진')).toBeInTheDocument();
    expect(screen.getAllByText('40,000원').length).toBeGreaterThan(0);
    expect(screen.getByTestId('staff-engraving')).toHaveTextContent('JHK');
    expect(screen.getByText('6012345678901')).toBeInTheDocument();
    expect(screen.getByText('환불 예정 금액')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '회수 시작' })).not.toBeInTheDocument();
    const amount = screen.getByLabelText('환불 금액');
    fireEvent.change(amount, { target: { value: '15000' } });
    await user.click(screen.getByRole('button', { name: '검수 완료(환불)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('검수를 완료하고 환불하시겠습니까?');
    expect(dialog).toHaveTextContent('주문번호 20261120-000051: 15,000원이 신용카드(으)로 환불되고 반품 완료로 바뀝니다.');
    expect(fake.calls.some((call) => call.url.pathname.endsWith('/approve'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '검수 완료(환불)' }));
    expect(await screen.findByText('승인되었습니다.')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.pathname === '/api/claims/51/approve')).toMatchObject({ body: { refundAmount: 15000 } });
  });

  it('rejects only with a reason', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/cancel/51');
    await screen.findByText('손잡이 박음질이 풀려 있습니다.', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '거절' }));
    expect(await screen.findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.url.pathname.endsWith('/reject'))).toBe(false);
    fireEvent.change(screen.getByLabelText('거절 사유'), { target: { value: '사용 흔적이 있습니다.' } });
    await user.click(screen.getByRole('button', { name: '거절' }));
    expect(await screen.findByText('거절되었습니다.')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.pathname === '/api/claims/51/reject')).toMatchObject({ body: { note: '사용 흔적이 있습니다.' } });
  });
});
