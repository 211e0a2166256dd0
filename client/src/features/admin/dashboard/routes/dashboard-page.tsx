import { Alert, Skeleton, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ConsoleCard } from '../../components/console-card';
import { type ConsoleTableColumn, ConsoleTable } from '../../components/console-table';
import { adminPaths } from '../../lib/admin-paths';
import { failureText } from '../../lib/admin-alerts';
import { formatCount } from '@/lib/format';
import { formatDateTime } from '../../lib/format-time';
import { orderStatusLabel, won } from '../../lib/order-status-label';
import { type DashboardOrder, useDashboardQuery } from '../api/dashboard-api';
import { FailedRefundsCard } from '../components/failed-refunds-card';
import { ProductionOverdueCard } from '../components/production-overdue-card';
import text from '../components/dashboard-text.module.css';
import { SalesChart } from '../components/sales-chart';
import styles from './dashboard-page.module.css';

const orderColumns: ConsoleTableColumn<DashboardOrder>[] = [
  { key: 'orderNumber', title: '주문번호', rowHeader: true, render: (order) => order.orderNumber },
  { key: 'ordererName', title: '주문자', render: (order) => order.ordererName },
  { key: 'totalPrice', title: '금액', align: 'right', render: (order) => won(order.totalPrice) },
  { key: 'status', title: '상태', render: (order) => <Tag color={order.status === 'CANCELLED' ? 'red' : undefined}>{orderStatusLabel(order.status)}</Tag> },
  { key: 'created', title: '주문일시', render: (order) => formatDateTime(order.created) },
];

/**
 * /admin/dashboard: today's and this month's orders and sales (Korea's day), orders by status, 30 days, newest orders,
 * pending requests. While it loads every card shows antd's Skeleton in its own place (the chart's box at the chart's
 * size), the page says it is busy, and a status line tells screen readers what is loading.
 */
export function DashboardPage() {
  const { data, error, isLoading } = useDashboardQuery();

  return (
    <div aria-busy={isLoading}>
      <h3 className={text.title}>대시보드</h3>
      {isLoading && (
        <p role="status" className="sr-only">
          대시보드를 불러오는 중
        </p>
      )}
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      {data?.warnings.map((warning) => (
        <Alert key={warning.code} type="warning" showIcon title={warning.message} style={{ marginBottom: 12 }} />
      ))}
      <div className={styles.grid}>
        {[
          { title: '오늘 주문', value: data ? `${data.todayOrders.toLocaleString('ko-KR')}건` : '-' },
          { title: '오늘 매출', value: data ? won(data.todaySales) : '-' },
          { title: '이번 달 주문', value: data ? `${data.monthOrders.toLocaleString('ko-KR')}건` : '-' },
          { title: '이번 달 매출', value: data ? won(data.monthSales) : '-' },
        ].map((stat) => (
          <div key={stat.title} className={styles.stat}>
            <ConsoleCard loading={isLoading}>
              <Statistic title={stat.title} value={stat.value} />
            </ConsoleCard>
          </div>
        ))}
      </div>
      <div className={styles.grid}>
        <div className={styles.third}>
          <ProductionOverdueCard production={data?.production} loading={isLoading} />
        </div>
        <div className={styles.twoThirds}>
          <FailedRefundsCard refunds={data?.failedRefunds} loading={isLoading} />
        </div>
      </div>
      <div className={styles.grid}>
        <div className={styles.twoThirds}>
          <ConsoleCard title="최근 30일 매출">
            {data ? <SalesChart days={data.daily} /> : isLoading && <Skeleton.Node active className={styles.chartSkeleton} />}
          </ConsoleCard>
        </div>
        <div className={styles.third}>
          <ConsoleCard title="주문 상태" loading={isLoading}>
            <ul className={styles.rows}>
              {(data?.byStatus ?? [])
                .filter((entry) => entry.count > 0)
                .map((entry) => (
                  <li key={entry.status}>
                    <span>{orderStatusLabel(entry.status)}</span>
                    <span>{formatCount(entry.count, entry.capped)}건</span>
                  </li>
                ))}
            </ul>
            {data && data.byStatus.every((entry) => entry.count === 0) && <span className={text.secondary}>주문이 없습니다.</span>}
          </ConsoleCard>
        </div>
      </div>
      <div className={styles.grid}>
        <div className={styles.newest}>
          <ConsoleCard title="최근 주문">
            {isLoading ? (
              <Skeleton active title={false} paragraph={{ rows: 5 }} />
            ) : (
              <ConsoleTable caption="최근 주문" columns={orderColumns} rows={data?.newestOrders ?? []} rowKey={(order) => order.id} />
            )}
          </ConsoleCard>
        </div>
        <div className={styles.pending}>
          <ConsoleCard title={`처리 대기 요청 ${data ? `${data.pendingRequests.count}건` : ''}`} loading={isLoading}>
            <ul className={styles.rows}>
              {(data?.pendingRequests.newest ?? []).map((order) => (
                <li key={order.id}>
                  <Link to={`${adminPaths.cancel}/${order.id}`}>{`${orderStatusLabel(order.status)} · ${order.orderNumber} · ${order.ordererName}`}</Link>
                  <span>{formatDateTime(order.requestedAt ?? order.created)}</span>
                </li>
              ))}
            </ul>
            {data && data.pendingRequests.count === 0 && <span className={text.secondary}>대기 중인 요청이 없습니다.</span>}
          </ConsoleCard>
        </div>
      </div>
    </div>
  );
}
