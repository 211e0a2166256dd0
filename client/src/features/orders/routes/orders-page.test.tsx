import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { OrderRecord } from '../types';
import { OrdersPage } from './orders-page';
import { orderRecord } from './orders-test-data';

/** 2026-11-23 00:30 in Seoul (still the 22nd in UTC): the presets count from the Korean day. */
const NOW = Date.parse('2026-11-22T15:30:00Z');
const counts = { before: 2, after: 1, end: 4, cancel: 0, change: 1, refund: 3 };

function serveOrders(answer: (query: URLSearchParams) => { content: OrderRecord[]; total: number }) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/order/:memberId/counting', () => HttpResponse.json(ok('dto', counts))),
    http.get('/api/order/:memberId', ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      query.set('memberId', String(params.memberId));
      asked.push(query);
      const { content, total } = answer(query);
      return HttpResponse.json(ok('dto', page(content, { page: Number(query.get('page')), size: 2, totalElements: total })));
    }),
  );
  return asked;
}

const renderOrders = () => renderWithProviders(<OrdersPage memberId={12} now={() => NOW} />, { path: '/mypage/order' });

describe('My Page → 주문조회', () => {
  it('shows the status counts and two orders a page, each linking to its detail', async () => {
    const asked = serveOrders(() => ({
      content: [orderRecord(41, { oStatus: '1', status: 'SHIPPING' }), orderRecord(40, { goods: [orderRecord(0).goods[1]], oStatus: '', status: 'CANCELLED' })],
      total: 5,
    }));
    renderOrders();

    expect(await screen.findByText('20261120-000041')).toBeInTheDocument();
    expect(screen.getByTestId('order-count-before')).toHaveTextContent('2');
    expect(screen.getByTestId('order-count-after')).toHaveTextContent('1');
    expect(screen.getByTestId('order-count-end')).toHaveTextContent('4');
    expect(screen.getByTestId('order-count-refund')).toHaveTextContent('3');
    const list = screen.getByRole('list', { name: '주문 목록' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/mypage/order/41');
    expect(within(rows[0]).getByText('미니 토트백 외 1건')).toBeInTheDocument();
    expect(within(rows[0]).getByText('362,000원')).toBeInTheDocument();
    expect(within(rows[0]).getByText('배송중')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2026.11.20')).toBeInTheDocument();
    expect(within(rows[1]).getByText('반지갑')).toBeInTheDocument();
    expect(within(rows[1]).getByText('주문 취소')).toBeInTheDocument();
    expect(asked[0].get('memberId')).toBe('12');
    expect(asked[0].get('page')).toBe('0');
    expect(asked[0].get('size')).toBe('2');
    // 3 months by default, up to today in Korea.
    expect([asked[0].get('from'), asked[0].get('to')]).toEqual(['2026-08-23', '2026-11-23']);
    expect(screen.getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the server for page 1 when the second page is chosen', async () => {
    const asked = serveOrders((query) =>
      query.get('page') === '1' ? { content: [orderRecord(39), orderRecord(38)], total: 4 } : { content: [orderRecord(41), orderRecord(40)], total: 4 },
    );
    renderOrders();
    await screen.findByText('20261120-000041');
    await userEvent.setup().click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('20261120-000039')).toBeInTheDocument();
    expect(screen.queryByText('20261120-000041')).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends from/to for the period buttons and the two dates, back on the first page', async () => {
    const asked = serveOrders(() => ({ content: [orderRecord(41), orderRecord(40)], total: 4 }));
    const user = userEvent.setup();
    renderOrders();
    await screen.findByText('20261120-000041');

    await user.click(screen.getByRole('button', { name: '1개월' }));
    await waitFor(() => expect([asked.at(-1)?.get('from'), asked.at(-1)?.get('to')]).toEqual(['2026-10-23', '2026-11-23']));
    await user.click(screen.getByRole('button', { name: '1년' }));
    await waitFor(() => expect([asked.at(-1)?.get('from'), asked.at(-1)?.get('to')]).toEqual(['2025-11-23', '2026-11-23']));
    expect(screen.getByRole('button', { name: '1년' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('1'));
    const from = screen.getByLabelText('조회 시작일');
    const to = screen.getByLabelText('조회 종료일');
    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.clear(to);
    await user.type(to, '2026-02-10');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect([asked.at(-1)?.get('from'), asked.at(-1)?.get('to'), asked.at(-1)?.get('page')]).toEqual(['2026-01-05', '2026-02-10', '0']));
    expect(screen.getByRole('button', { name: '1년' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not ask for a period whose start is after its end, and says so', async () => {
    const asked = serveOrders(() => ({ content: [orderRecord(41)], total: 1 }));
    const user = userEvent.setup();
    renderOrders();
    await screen.findByText('20261120-000041');
    const calls = asked.length;
    const from = screen.getByLabelText('조회 시작일');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('조회 시작일은 종료일보다 늦을 수 없습니다.')).toBeInTheDocument();
    expect(asked).toHaveLength(calls);
  });

  it('shows a calm empty state with a way to the goods when the period has no orders', async () => {
    serveOrders(() => ({ content: [], total: 0 }));
    renderOrders();
    expect(await screen.findByText('조회 기간 동안 주문하신 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '쇼핑하러 가기' })).toHaveAttribute('href', '/all-items');
    expect(screen.queryByRole('navigation', { name: '페이지' })).not.toBeInTheDocument();
  });
});
