import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, emptyDashboard, staff, stubBrowserApis } from '../../testing/admin-handlers';
import type { Dashboard } from '../api/dashboard-api';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const daily = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, orders: i % 3, sales: (i % 3) * 50_000 }));

const dashboard: Dashboard = {
  today: '2026-11-30',
  todayOrders: 4,
  todaySales: 512_000,
  monthOrders: 37,
  monthSales: 4_890_000,
  byStatus: [
    { status: 'PREPARING', count: 3, capped: false },
    { status: 'SHIPPING', count: 2, capped: false },
    { status: 'DELIVERED', count: 1_000, capped: true },
    { status: 'CANCELLED', count: 0, capped: false },
  ],
  daily,
  newestOrders: [{ id: 55, orderNumber: '20261130-000123', ordererName: '김민수', status: 'PREPARING', totalPrice: 159_000, created: '2026-11-30T03:00:00.000Z', requestedAt: null }],
  pendingRequests: {
    count: 1,
    newest: [{ id: 41, orderNumber: '20261120-000041', ordererName: '이서연', status: 'RETURN_REQUESTED', totalPrice: 50_000, created: '2026-11-20T03:00:00.000Z', requestedAt: '2026-11-29T03:00:00.000Z' }],
  },
  production: { inProgress: 6, overdue: 2 },
  failedRefunds: { count: 1, newest: [{ orderId: 77, orderNumber: '20261129-000077', amount: 34_000, failedAt: '2026-11-29T05:00:00.000Z', lastError: 'NicePay 503' }] },
  warnings: [{ code: 'FILE_STORAGE_SINGLE_MACHINE', message: '업로드한 상품 이미지와 리뷰 사진이 이 서버 한 대에만 저장됩니다.' }],
};

describe('dashboard', () => {
  it('draws skeletons in the cards while it loads, and says it is busy', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('/api/admin/dashboard', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(ok('dto', dashboard));
      }),
      ...adminHandlers({ me: staff }).handlers,
    );
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('대시보드를 불러오는 중', undefined, SLOW)).toHaveAttribute('role', 'status');
    const page = screen.getByRole('heading', { name: '대시보드' }).parentElement!;
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(page.querySelectorAll('.ant-skeleton').length).toBeGreaterThanOrEqual(7);
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    answer?.();
    expect(await screen.findByTestId('sales-chart', undefined, SLOW)).toBeInTheDocument();
    expect(page).toHaveAttribute('aria-busy', 'false');
    expect(page.querySelectorAll('.ant-skeleton')).toHaveLength(0);
  });

  it('shows the stat cards, statuses, a 30-day SVG chart, newest orders and pending requests linking to the cancel screen', async () => {
    // This screen's own answer first: MSW uses the first handler that matches, and the shared ones answer an empty dashboard.
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(ok('dto', dashboard))),
      ...adminHandlers({ me: staff }).handlers,
    );
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('512,000원', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('오늘 주문')).toBeInTheDocument();
    expect(screen.getByText('4건')).toBeInTheDocument();
    expect(screen.getByText('이번 달 매출')).toBeInTheDocument();
    expect(screen.getByText('4,890,000원')).toBeInTheDocument();
    expect(screen.getByText('배송중')).toBeInTheDocument();
    expect(screen.queryByText('주문 취소')).not.toBeInTheDocument();
    // A count the server stopped at its cap reads "at least".
    expect(screen.getByText('1,000+건')).toBeInTheDocument();

    const chart = screen.getByTestId('sales-chart');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('g[data-day]')).toHaveLength(30);
    expect(chart.querySelector('g[data-day="2026-11-02"] title')?.textContent).toBe('2026-11-02 · 1건 · 50,000원');
    expect(chart.querySelector('g[data-day="2026-11-01"] rect')?.getAttribute('height')).toBe('0');

    // The newest orders: a plain table named by its caption, the order number naming each row.
    const newest = screen.getByRole('table', { name: '최근 주문' });
    expect(within(newest).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['주문번호', '주문자', '금액', '상태', '주문일시']);
    const order = within(newest).getByRole('row', { name: /20261130-000123/ });
    expect(within(order).getByRole('rowheader')).toHaveTextContent('20261130-000123');
    expect(within(order).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['김민수', '159,000원', '상품 준비중', '2026-11-30 12:00']);
    expect(screen.getByText('처리 대기 요청 1건')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /반품 신청 · 20261120-000041 · 이서연/ })).toHaveAttribute('href', '/admin/cancel/41');

    const refunds = screen.getByRole('region', { name: '환불 실패' });
    expect(within(refunds).getByText('1건')).toBeInTheDocument();
    expect(within(refunds).getByRole('list', { name: '실패한 환불' })).toHaveTextContent('20261129-000077 34,000원 · 2026-11-29 14:00');
    expect(within(refunds).getByRole('link', { name: '20261129-000077' })).toHaveAttribute('href', '/admin/payment/77');
    expect(within(refunds).getByRole('link', { name: '작업에서 다시 시도' })).toHaveAttribute('href', '/admin/jobs');
    expect(screen.getByText('업로드한 상품 이미지와 리뷰 사진이 이 서버 한 대에만 저장됩니다.').closest('.ant-alert-warning')).toHaveAttribute('role', 'alert');
  });

  it('says so in each card when the shop has nothing to show', async () => {
    server.use(http.get('/api/admin/dashboard', () => HttpResponse.json(ok('dto', emptyDashboard))), ...adminHandlers({ me: staff }).handlers);
    renderRoute('/admin/dashboard');

    const newest = await screen.findByRole('table', { name: '최근 주문' }, SLOW);
    expect(within(newest).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(newest).getByRole('cell', { name: '데이터 없음' })).toHaveAttribute('colspan', '5');
    expect(screen.getByText('주문이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('처리 대기 요청 0건')).toBeInTheDocument();
    expect(screen.getByText('대기 중인 요청이 없습니다.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '환불 실패' })).getByText('실패한 환불이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '출고 지연 0건 보기' })).toHaveAttribute('href', '/admin/production?overdue=Y');
  });
});
