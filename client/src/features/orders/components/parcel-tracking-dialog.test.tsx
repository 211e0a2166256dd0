import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { OrdersPage } from '../routes/orders-page';
import { orderRecord } from '../routes/orders-test-data';
import type { ParcelTracking } from '../types';

const NOW = Date.parse('2026-11-22T15:30:00Z');
const counts = { before: 0, after: 1, end: 1, cancel: 0, change: 0, refund: 0 };
const CJ_LINK = 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012';

function tracking(orderId: number, overrides: Partial<ParcelTracking> = {}): ParcelTracking {
  return {
    orderId,
    carrierCode: '04',
    carrierName: 'CJ대한통운',
    trackingNumber: '123456789012',
    link: CJ_LINK,
    events: [
      { time: '2026-11-24T10:05:00+09:00', place: '서울강남', status: '집화처리' },
      { time: '2026-11-24T18:30:00+09:00', place: '부산해운대', status: '배달출발' },
    ],
    ...overrides,
  };
}

/** The list holds a shipping order (41), a delivered one (40) and a preparing one (39); tracking answers by id. */
function serve(answer: (orderId: number) => Response) {
  const asked: number[] = [];
  server.use(
    http.get('/api/order/:memberId/counting', () => HttpResponse.json(ok('dto', counts))),
    http.get('/api/order/one/:orderId/tracking', ({ params }) => {
      asked.push(Number(params.orderId));
      return answer(Number(params.orderId));
    }),
    http.get('/api/order/:memberId', () =>
      HttpResponse.json(
        ok(
          'dto',
          page(
            [
              orderRecord(41, { oStatus: '1', status: 'SHIPPING', carrierName: 'CJ대한통운', trackingNumber: '123456789012' }),
              orderRecord(40, { oStatus: '2', status: 'DELIVERED', carrierName: '한진택배', trackingNumber: '555566667777' }),
              orderRecord(39),
            ],
            { size: 2, totalElements: 3 },
          ),
        ),
      ),
    ),
  );
  return asked;
}

const renderOrders = () => renderWithProviders(<OrdersPage memberId={12} now={() => NOW} />, { path: '/mypage/order' });

describe('My Page → 주문조회 → 배송조회 popup', () => {
  it('offers 배송조회 on shipping and delivered orders only, and asks nothing until it is pressed', async () => {
    const asked = serve((orderId) => HttpResponse.json(ok('dto', tracking(orderId))));
    renderOrders();
    await screen.findByText('20261120-000041');
    const buttons = screen.getAllByRole('button', { name: /^배송조회/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['배송조회: 주문번호 20261120-000041', '배송조회: 주문번호 20261120-000040']);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens an accessible dialog with the carrier, the number, the events and the carrier's page in a new tab", async () => {
    const user = userEvent.setup();
    const asked = serve((orderId) => HttpResponse.json(ok('dto', tracking(orderId))));
    renderOrders();
    await user.click(await screen.findByRole('button', { name: '배송조회: 주문번호 20261120-000041' }));

    const dialog = await screen.findByRole('dialog', { name: '배송조회' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByText('CJ대한통운')).toBeInTheDocument();
    expect(within(dialog).getByText('123456789012')).toBeInTheDocument();
    const events = within(within(dialog).getByRole('list', { name: '배송 진행 상황' })).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('2026.11.24 10:05');
    expect(events[0]).toHaveTextContent('서울강남');
    expect(events[0]).toHaveTextContent('집화처리');
    expect(events[1]).toHaveTextContent('배달출발');
    const link = within(dialog).getByRole('link', { name: /CJ대한통운 배송조회 페이지 열기/ });
    expect(link).toHaveAttribute('href', CJ_LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(asked).toEqual([41]);
  });

  it('shows the link alone when the server has no events (the carrier-page default)', async () => {
    const user = userEvent.setup();
    serve((orderId) => HttpResponse.json(ok('dto', tracking(orderId, { carrierName: '한진택배', trackingNumber: '555566667777', link: 'https://www.hanjin.com/x?n=555566667777', events: [] }))));
    renderOrders();
    await user.click(await screen.findByRole('button', { name: '배송조회: 주문번호 20261120-000040' }));
    const dialog = await screen.findByRole('dialog', { name: '배송조회' });
    expect(await within(dialog).findByText('555566667777')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: '배송 진행 상황' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('자세한 배송 상황은 택배사 홈페이지에서 확인하실 수 있습니다.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /한진택배 배송조회 페이지 열기/ })).toHaveAttribute('href', 'https://www.hanjin.com/x?n=555566667777');
  });

  it("shows the server's message when tracking is unavailable", async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json(fail('5030', '배송 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', 'ORDERING.PARCEL_TRACKING_UNAVAILABLE'), { status: 503 }));
    renderOrders();
    await user.click(await screen.findByRole('button', { name: '배송조회: 주문번호 20261120-000041' }));
    const dialog = await screen.findByRole('dialog', { name: '배송조회' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('배송 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
  });

  it('keeps focus inside, closes on Esc and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    serve((orderId) => HttpResponse.json(ok('dto', tracking(orderId))));
    renderOrders();
    const opener = await screen.findByRole('button', { name: '배송조회: 주문번호 20261120-000041' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '배송조회' });
    await within(dialog).findByRole('link', { name: /배송조회 페이지 열기/ });
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
