import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { OrderRecord } from '../types';
import { OrderDetailPage } from './order-detail-page';
import { orderRecord } from './orders-test-data';
import { expectToast } from '@/testing/notices';

const renderDetail = (path = '/mypage/order/41') =>
  renderWithProviders(
    <Routes>
      <Route path="/mypage/order/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { path },
  );

/** The server's order 41 as the test changes it: reads answer its current state. */
function serveOrder(initial: Partial<OrderRecord> = {}) {
  let current = orderRecord(41, initial);
  const reads: number[] = [];
  server.use(
    http.get('/api/order/one/:orderId', () => {
      reads.push(Date.now());
      return HttpResponse.json(ok('dto', current));
    }),
  );
  return {
    reads,
    set: (next: Partial<OrderRecord>) => {
      current = { ...current, ...next };
    },
  };
}

describe('My Page → 주문 상세: changes while preparing', () => {
  it('edits recipient, phone, detail address and request, saves them and shows the refreshed order', async () => {
    const order = serveOrder();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/order/one/:orderId', async ({ request, params }) => {
        sent.push({ orderId: params.orderId, body: await request.json() });
        order.set({ recipient: '김하늘', phone: '01055556666', adrDetail: '5층', request: '경비실에 맡겨주세요' });
        return HttpResponse.json({ result: '0000', message: '수정이 완료되었습니다.' });
      }),
    );
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '배송 정보 수정' });
    const recipient = within(form).getByLabelText('받는 분');
    expect(recipient).toHaveValue('이솔');
    await user.clear(recipient);
    await user.type(recipient, '김하늘');
    await user.clear(within(form).getByLabelText('연락처'));
    // Pasted with dashes: kept whole (no maxlength cuts it) and sent as digits.
    await user.click(within(form).getByLabelText('연락처'));
    await user.paste('010-5555-6666');
    expect(within(form).getByLabelText('연락처')).toHaveValue('01055556666');
    await user.clear(within(form).getByLabelText('상세주소'));
    await user.type(within(form).getByLabelText('상세주소'), '5층');
    await user.clear(within(form).getByLabelText('요청사항'));
    await user.type(within(form).getByLabelText('요청사항'), '경비실에 맡겨주세요');
    await user.click(within(form).getByRole('button', { name: '저장' }));

    await expectToast('정상적으로 수정되었습니다');
    expect(sent).toEqual([{ orderId: '41', body: { recipient: '김하늘', phone: '01055556666', adrDetail: '5층', request: '경비실에 맡겨주세요' } }]);
    expect(await screen.findByText('김하늘')).toBeInTheDocument();
    expect(screen.getByText('01055556666')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '배송 정보 수정' })).not.toBeInTheDocument();
    expect(order.reads.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty recipient without calling the server, and 취소 leaves the order as it was', async () => {
    serveOrder();
    let called = false;
    server.use(http.put('/api/order/one/:orderId', () => ((called = true), HttpResponse.json({ result: '0000', message: '' }))));
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '배송 정보 수정' });
    await user.clear(within(form).getByLabelText('받는 분'));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await expectToast('받는 분을 입력해주세요.');
    expect(called).toBe(false);

    await user.click(within(form).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('form', { name: '배송 정보 수정' })).not.toBeInTheDocument();
    expect(screen.getByText('이솔')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the edit, and keeps the form open", async () => {
    serveOrder();
    server.use(
      http.put('/api/order/one/:orderId', () =>
        HttpResponse.json(fail('4090', '배송이 시작된 주문은 배송 정보를 변경할 수 없습니다.', 'ORDERING.SHIPPING_BEGUN'), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '수정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await expectToast('배송이 시작된 주문은 배송 정보를 변경할 수 없습니다.');
    expect(screen.getByRole('form', { name: '배송 정보 수정' })).toBeInTheDocument();
  });

  it('cancels after the confirmation and then shows the order cancelled with its refund', async () => {
    const order = serveOrder({ pointsUsed: 2000 });
    const sent: unknown[] = [];
    server.use(
      http.post('/api/order/one/:orderId/cancel', async ({ request, params }) => {
        sent.push({ orderId: params.orderId, body: await request.json() });
        order.set({
          status: 'CANCELLED',
          oStatus: 'cancelled',
          payments: [{ paymentId: 'pay-1', paidAt: '2026-11-20T03:01:00.000Z', method: 'card', price: 362000, description: '미니 토트백 외 1건', cancelled: 'Y' }],
        });
        return HttpResponse.json({ result: '0000', message: '주문이 취소되었습니다.' });
      }),
    );
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소하시겠습니까?' });
    expect(dialog).toHaveTextContent('결제 금액 362,000원은 결제하신 수단으로 환불됩니다.');
    expect(dialog).toHaveTextContent('사용하신 쿠폰(신규 가입 쿠폰)은 다시 사용할 수 있습니다.');
    expect(dialog).toHaveTextContent('사용하신 적립금 2,000원은 돌려드립니다.');
    // The dialog takes focus one frame after it opens (use-dialog-focus): typing before that frame loses keys.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const reason = within(dialog).getByLabelText('취소 사유 (선택)');
    await user.type(reason, '단순 변심');
    expect(reason).toHaveValue('단순 변심');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));

    await expectToast('주문이 취소되었습니다. 결제 금액은 결제 수단으로 환불됩니다.');
    expect(sent).toEqual([{ orderId: '41', body: { reason: '단순 변심' } }]);
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('주문 취소'));
    expect(screen.getByTestId('payment-state')).toHaveTextContent('결제 취소 (환불)');
    expect(screen.getByTestId('refunded-amount')).toHaveTextContent('362,000원');
    expect(screen.queryByRole('button', { name: '주문 취소' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
  });

  it('closing the confirmation cancels nothing', async () => {
    serveOrder();
    let called = false;
    server.use(http.post('/api/order/one/:orderId/cancel', () => ((called = true), HttpResponse.json({ result: '0000', message: '' }))));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(called).toBe(false);
    expect(screen.getByTestId('order-status')).toHaveTextContent('상품 준비중');
  });

  it("says what went wrong when the provider does not refund, and the order stays as it was", async () => {
    serveOrder();
    server.use(
      http.post('/api/order/one/:orderId/cancel', () =>
        HttpResponse.json(fail('5030', '결제 취소(환불)를 처리하지 못했습니다. 잠시 후 다시 시도해주세요.', 'CHECKOUT.REFUND_FAILED'), { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '주문 취소하기' }));
    await expectToast('결제 취소(환불)를 처리하지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(screen.getByTestId('order-status')).toHaveTextContent('상품 준비중');
  });

  it.each([
    ['SHIPPING', '1'],
    ['DELIVERED', '2'],
    ['CANCELLED', 'cancelled'],
  ] as const)('shows neither 수정 nor 주문 취소 once the order is %s', async (status, oStatus) => {
    serveOrder({ status, oStatus });
    renderDetail();
    expect(await screen.findByTestId('order-status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '주문 취소' })).not.toBeInTheDocument();
  });
});
