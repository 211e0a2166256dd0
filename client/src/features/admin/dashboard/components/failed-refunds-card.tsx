import { Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { ConsoleCard } from '../../components/console-card';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/format-time';
import { won } from '../../lib/order-status-label';
import type { Dashboard } from '../api/dashboard-api';
import text from './dashboard-text.module.css';

/**
 * The dashboard's refunds card: refunds the payment provider refused every try of. Each links to its order (the
 * payment card there says why); 작업 retries the refund once the cause is fixed.
 */
export function FailedRefundsCard({ refunds, loading }: { refunds: Dashboard['failedRefunds'] | undefined; loading: boolean }) {
  const count = refunds?.count ?? 0;
  return (
    <ConsoleCard loading={loading} title="환불 실패" extra={<Link to={adminPaths.jobs}>작업에서 다시 시도</Link>}>
      <Statistic title="처리가 필요한 환불" value={refunds ? `${count.toLocaleString('ko-KR')}건` : '-'} styles={count > 0 ? { content: { color: '#cf1322' } } : undefined} />
      {refunds && refunds.newest.length > 0 ? (
        <ul aria-label="실패한 환불" style={{ margin: '8px 0 0', paddingInlineStart: 0, listStyle: 'none' }}>
          {refunds.newest.map((refund) => (
            <li key={`${refund.orderId}-${refund.failedAt}`}>
              <Link to={`${adminPaths.payment}/${refund.orderId}`}>{refund.orderNumber}</Link> {won(refund.amount)} · {formatDateTime(refund.failedAt)}
            </li>
          ))}
        </ul>
      ) : (
        <span className={text.secondary}>{refunds ? '실패한 환불이 없습니다.' : ''}</span>
      )}
    </ConsoleCard>
  );
}
