import { Link } from 'react-router-dom';
import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { RECENT_ORDER_COUNT, useRecentOrdersQuery } from '../api/orders-api';
import type { OrderRecord } from '../types';
import { orderStatusLabel, orderTitle } from '../utils/order-status';
import styles from './recent-orders.module.css';

function RecentOrderRow({ order }: { order: OrderRecord }) {
  return (
    <li>
      <Link to={paths.myOrder.getHref(order.id)} className={styles.row}>
        <img className={styles.thumb} src={order.goods[0]?.thumb_src} alt="" width={56} height={70} loading="lazy" />
        <span className={styles.text}>
          <span className={styles.meta} data-testid="recent-order-meta">
            {formatDate(order.created)} · {order.orderNumber}
          </span>
          <span className={styles.title}>{orderTitle(order)}</span>
          <span className={styles.amount}>{formatWon(order.totalPrice) || '0원'}</span>
        </span>
        <span className={styles.status} data-testid="recent-order-status">
          {orderStatusLabel(order)}
        </span>
      </Link>
    </li>
  );
}

/** The rows' place while the orders load: as many as the block can show, each a loaded row's size. */
function RecentOrdersSkeleton() {
  return (
    <LoadingShapes label="최근 주문을 불러오는 중" className={styles.rows}>
      {Array.from({ length: RECENT_ORDER_COUNT }, (_, i) => (
        <div key={i} className={styles.row}>
          <Bone box className={styles.thumb} />
          <span className={styles.text}>
            <Bone width="40%" className={styles.meta} />
            <Bone width="70%" className={styles.title} />
            <Bone width="25%" className={styles.amount} />
          </span>
        </div>
      ))}
    </LoadingShapes>
  );
}

/** My Page's overview: the member's latest three orders, each with its stage in words and a way to its detail. */
export function RecentOrders({ memberId }: { memberId: number }) {
  const orders = useRecentOrdersQuery(memberId);
  return (
    <section className={styles.block} aria-labelledby="recent-orders-title">
      <div className={styles.head}>
        <h2 id="recent-orders-title" className={styles.heading}>
          최근 주문
        </h2>
        <Link to={paths.myOrders.getHref()} className={styles.more}>
          전체보기<span className="sr-only"> (주문조회)</span>
        </Link>
      </div>
      {orders.isError ? (
        <p className={styles.message} role="alert">
          주문 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
        </p>
      ) : !orders.data ? (
        <RecentOrdersSkeleton />
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <p>아직 주문하신 내역이 없습니다.</p>
          <Link to={paths.allItems.getHref()} className={styles.emptyLink}>
            쇼핑하러 가기
          </Link>
        </div>
      ) : (
        <ul className={styles.rows} aria-label="최근 주문 목록">
          {orders.data.map((order) => (
            <RecentOrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
