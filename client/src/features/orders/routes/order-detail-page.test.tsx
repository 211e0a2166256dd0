import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { Route, Routes } from 'react-router-dom';
import { OrderDetailPage } from './order-detail-page';
import { orderRecord } from './orders-test-data';
import { findPageAlert } from '@/testing/notices';

const renderDetail = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/mypage/order/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { path },
  );

describe('My Page → 주문 상세', () => {
  it("renders the order: number, status, lines with options, amounts, shipping and payment", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/order/one/:orderId', ({ params }) => {
        asked.push(String(params.orderId));
        return HttpResponse.json(ok('dto', orderRecord(41, { pointsUsed: 2000, shippingFee: 3000, oStatus: '2', status: 'DELIVERED' })));
      }),
    );
    renderDetail('/mypage/order/41');

    expect(await screen.findByRole('heading', { name: '주문 상세' })).toBeInTheDocument();
    expect(asked).toEqual(['41']);
    expect(screen.getByText('20261120-000041')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('배송완료');
    expect(screen.getByText('미니 토트백')).toBeInTheDocument();
    expect(screen.getByText('스트랩 길이: 롱 (120cm) (+5,000원)')).toBeInTheDocument();
    expect(screen.getByTestId('line-option-text')).toHaveTextContent('이니셜: JHK');
    expect(screen.getAllByTestId('line-each').map((each) => each.textContent)).toEqual(['194,000원 × 1', '89,000원 × 2']);
    expect(screen.getByText('178,000원')).toBeInTheDocument();
    expect(screen.getByText('372,000원')).toBeInTheDocument();
    expect(screen.getByText('3,000원')).toBeInTheDocument();
    expect(screen.getByText('-10,000원 (신규 가입 쿠폰)')).toBeInTheDocument();
    expect(screen.getByText('-2,000원')).toBeInTheDocument();
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('362,000원');
    expect(screen.getByText('이솔')).toBeInTheDocument();
    expect(screen.getByText(/서울 중구 세종대로 110 3층/)).toBeInTheDocument();
    expect(screen.getByText('문 앞에 놓아주세요')).toBeInTheDocument();
    expect(screen.getByText('신용카드')).toBeInTheDocument();
    expect(screen.getByText(/^2026\.11\.20 \d{2}:01$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /수정/ })).not.toBeInTheDocument();
  });

  it('shows where a made-to-order order is in the workshop and when it should leave', async () => {
    const production = { stage: 'SEWING' as const, stageLabel: '봉제', dispatchFrom: '2026-11-25', dispatchDue: '2026-11-27' };
    server.use(http.get('/api/order/one/:orderId', () => HttpResponse.json(ok('dto', orderRecord(41, { production })))));
    renderDetail('/mypage/order/41');
    expect((await screen.findByTestId('order-production')).querySelector('p')).toHaveTextContent('제작 단계: 봉제 · 출고 예정 11월 25일(수)~11월 27일(금)');
    const steps = screen.getByRole('list', { name: '제작 단계' });
    expect([...steps.querySelectorAll('li')].map((step) => step.textContent)).toEqual(['주문확인', '재단', '봉제', '마감·검수', '출고대기']);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('봉제');
  });

  it('shows no production block for an order off the board (ready goods, shipped)', async () => {
    server.use(http.get('/api/order/one/:orderId', () => HttpResponse.json(ok('dto', orderRecord(41, { production: null, oStatus: '1', status: 'SHIPPING' })))));
    renderDetail('/mypage/order/41');
    await screen.findByRole('heading', { name: '주문 상세' });
    expect(screen.queryByTestId('order-production')).not.toBeInTheDocument();
  });

  it("shows a clear message and a way back for an unknown or another member's order (404)", async () => {
    server.use(http.get('/api/order/one/:orderId', () => HttpResponse.json(fail('4040', '주문 정보를 찾을 수 없습니다.', 'ORDERING.ORDER_NOT_FOUND'), { status: 404 })));
    renderDetail('/mypage/order/999');
    expect(await findPageAlert()).toHaveTextContent('주문 정보를 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '주문조회로 돌아가기' })).toHaveAttribute('href', '/mypage/order');
  });

  it('offers 리뷰 작성 on each line of a delivered order only, leading to that line’s review', async () => {
    let status: Parameters<typeof orderRecord>[1] = { oStatus: '2', status: 'DELIVERED' };
    server.use(http.get('/api/order/one/:orderId', () => HttpResponse.json(ok('dto', orderRecord(41, status)))));
    const delivered = renderDetail('/mypage/order/41');
    const links = await screen.findAllByRole('link', { name: '리뷰 작성' });
    const record = orderRecord(41, status);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(record.orderItems.map((item) => `/mypage/review/41/${item.goodsId}`));
    delivered.unmount();

    status = { oStatus: '1', status: 'SHIPPING' };
    renderDetail('/mypage/order/41');
    expect(await screen.findByRole('heading', { name: '주문 상세' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '리뷰 작성' })).not.toBeInTheDocument();
  });

  it('does not call the server for an order id that is not a number', async () => {
    let called = false;
    server.use(http.get('/api/order/one/:orderId', () => ((called = true), HttpResponse.json(ok('dto', orderRecord(1))))));
    renderDetail('/mypage/order/abc');
    expect(await findPageAlert()).toHaveTextContent('주문 정보를 찾을 수 없습니다.');
    expect(called).toBe(false);
  });
  it('shows the carrier and the tracking number once the order ships, and neither before', async () => {
    server.use(
      http.get('/api/order/one/:orderId', ({ params }) =>
        HttpResponse.json(
          ok('dto', params.orderId === '41' ? orderRecord(41, { oStatus: '1', status: 'SHIPPING', carrierName: 'CJ대한통운', trackingNumber: '123456789012' }) : orderRecord(42)),
        ),
      ),
    );
    const shipped = renderDetail('/mypage/order/41');
    expect(await screen.findByText('CJ대한통운')).toBeInTheDocument();
    expect(screen.getByText('택배사')).toBeInTheDocument();
    expect(screen.getByText('운송장번호')).toBeInTheDocument();
    expect(screen.getByText('123456789012')).toBeInTheDocument();
    shipped.unmount();

    renderDetail('/mypage/order/42');
    expect(await screen.findByText('20261120-000042')).toBeInTheDocument();
    expect(screen.queryByText('택배사')).not.toBeInTheDocument();
    expect(screen.queryByText('운송장번호')).not.toBeInTheDocument();
  });
});
