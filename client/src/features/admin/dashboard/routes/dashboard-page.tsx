import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/admin-paths';
import { failureText } from '../../lib/admin-alerts';
import { formatCount } from '@/lib/format';
import { formatDateTime } from '../../lib/format-time';
import { orderStatusLabel, won } from '../../lib/order-status-label';
import { type DashboardOrder, useDashboardQuery } from '../api/dashboard-api';
import { FailedRefundsCard } from '../components/failed-refunds-card';
import { ProductionOverdueCard } from '../components/production-overdue-card';
import { SalesChart } from '../components/sales-chart';
import styles from './dashboard-page.module.css';

const orderColumns: TableColumnsType<DashboardOrder> = [
  { title: '주문번호', dataIndex: 'orderNumber', key: 'orderNumber' },
  { title: '주문자', dataIndex: 'ordererName', key: 'ordererName' },
  { title: '금액', dataIndex: 'totalPrice', key: 'totalPrice', align: 'right', render: (amount: number) => won(amount) },
  { title: '상태', dataIndex: 'status', key: 'status', render: (status: string) => <Tag color={status === 'CANCELLED' ? 'red' : undefined}>{orderStatusLabel(status)}</Tag> },
  { title: '주문일시', dataIndex: 'created', key: 'created', render: (created: string) => formatDateTime(created) },
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
      <Typography.Title level={3}>대시보드</Typography.Title>
      {isLoading && (
        <p role="status" className="sr-only">
          대시보드를 불러오는 중
        </p>
      )}
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      {data?.warnings.map((warning) => (
        <Alert key={warning.code} type="warning" showIcon title={warning.message} style={{ marginBottom: 12 }} />
      ))}
      <Row gutter={[12, 12]}>
        {[
          { title: '오늘 주문', value: data ? `${data.todayOrders.toLocaleString('ko-KR')}건` : '-' },
          { title: '오늘 매출', value: data ? won(data.todaySales) : '-' },
          { title: '이번 달 주문', value: data ? `${data.monthOrders.toLocaleString('ko-KR')}건` : '-' },
          { title: '이번 달 매출', value: data ? won(data.monthSales) : '-' },
        ].map((stat) => (
          <Col key={stat.title} xs={12} lg={6}>
            <Card size="small" loading={isLoading}>
              <Statistic title={stat.title} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={8}>
          <ProductionOverdueCard production={data?.production} loading={isLoading} />
        </Col>
        <Col xs={24} lg={16}>
          <FailedRefundsCard refunds={data?.failedRefunds} loading={isLoading} />
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={16}>
          <Card size="small" title="최근 30일 매출">
            {data ? <SalesChart days={data.daily} /> : isLoading && <Skeleton.Node active className={styles.chartSkeleton} />}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="주문 상태" loading={isLoading}>
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
            {data && data.byStatus.every((entry) => entry.count === 0) && <Typography.Text type="secondary">주문이 없습니다.</Typography.Text>}
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={14}>
          <Card size="small" title="최근 주문">
            {isLoading ? (
              <Skeleton active title={false} paragraph={{ rows: 5 }} />
            ) : (
              <Table<DashboardOrder> rowKey="id" size="small" columns={orderColumns} dataSource={data?.newestOrders} pagination={false} scroll={{ x: 'max-content' }} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={`처리 대기 요청 ${data ? `${data.pendingRequests.count}건` : ''}`} loading={isLoading}>
            <ul className={styles.rows}>
              {(data?.pendingRequests.newest ?? []).map((order) => (
                <li key={order.id}>
                  <Link to={`${adminPaths.cancel}/${order.id}`}>{`${orderStatusLabel(order.status)} · ${order.orderNumber} · ${order.ordererName}`}</Link>
                  <span>{formatDateTime(order.requestedAt ?? order.created)}</span>
                </li>
              ))}
            </ul>
            {data && data.pendingRequests.count === 0 && <Typography.Text type="secondary">대기 중인 요청이 없습니다.</Typography.Text>}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
