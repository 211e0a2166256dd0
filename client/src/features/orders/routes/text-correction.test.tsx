import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fail, ok } from '@/testing/fixtures';
import { expectToast } from '@/testing/notices';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { OrderRecord } from '../types';
import { OrderDetailPage } from './order-detail-page';
import { orderRecord } from './orders-test-data';

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/mypage/order/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { path: '/mypage/order/41' },
  );

function serve(initial: Partial<OrderRecord> = {}) {
  const order = orderRecord(41, initial);
  const sent: unknown[] = [];
  server.use(
    http.get('/api/order/one/:orderId', () => HttpResponse.json(ok('dto', order))),
    http.put('/api/order/one/:orderId/text', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ result: '0000', message: '각인 문구가 변경되었습니다.' });
    }),
  );
  return { sent };
}

describe('My Page → 주문 상세: the engraving text while preparing', () => {
  it('checks the corrected text by the order’s rule before sending it, then sends it upper-cased', async () => {
    const { sent } = serve({ status: 'PREPARING', oStatus: '0' });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '이니셜 각인 문구 수정' }));
    const input = screen.getByRole('textbox', { name: /이니셜/ });
    expect(input).toHaveValue('JHK');
    await user.clear(input);
    await user.type(input, 'ab1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await expectToast('이니셜 각인: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.', { tone: 'error' });
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toEqual([{ line: 0, optionItemId: 7, text: 'ABC' }]));
    await expectToast('각인 문구가 변경되었습니다.', { tone: 'notice' });
  });

  it('offers no correction once the order has shipped', async () => {
    serve({ status: 'SHIPPING', oStatus: '1' });
    renderDetail();
    expect(await screen.findByTestId('line-option-text')).toHaveTextContent('이니셜: JHK');
    expect(screen.queryByRole('button', { name: '이니셜 각인 문구 수정' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses', async () => {
    serve({ status: 'PREPARING', oStatus: '0' });
    server.use(http.put('/api/order/one/:orderId/text', () => HttpResponse.json(fail('4090', '배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.'), { status: 409 })));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '이니셜 각인 문구 수정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await expectToast('배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.', { tone: 'error' });
  });
});
