import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { useMemberOrdersQuery, useOrderCountsQuery } from '../api/orders-api';
import { OrderListSkeleton } from '../components/order-list-skeleton';
import { OrderStatusSummary } from '../components/order-status-summary';
import { ParcelTrackingDialog } from '../components/parcel-tracking-dialog';
import { PeriodFilter } from '../components/period-filter';
import type { OrderPeriod, OrderRecord } from '../types';
import { orderStatusLabel, orderTitle } from '../utils/order-status';
import { type PeriodPreset, presetPeriod } from '../utils/period';
import styles from './orders.module.css';

const DEFAULT_PRESET = { id: '3m' as PeriodPreset, months: 3 };

export interface OrdersPageProps {
  memberId: number;
  /** Clock reading for the period presets; tests pass a fixed one. */
  now?: () => number;
}

/** Orders handed to the carrier: their parcel can be tracked. */
const TRACKABLE: ReadonlySet<OrderRecord['status']> = new Set(['SHIPPING', 'DELIVERED']);

function OrderRow({ order, onTrack }: { order: OrderRecord; onTrack: (orderId: number) => void }) {
  const first = order.goods[0];
  return (
    <li className={styles.order}>
      <Link to={paths.myOrder.getHref(order.id)} className={styles.orderLink}>
        <p className={styles.orderHead}>
          <span>{formatDate(order.created)}</span>
          <span className={styles.orderNumber}>{order.orderNumber}</span>
        </p>
        <div className={styles.orderBody}>
          <img className={styles.thumb} src={first?.thumb_src} alt="" width={72} height={72} loading="lazy" />
          <div className={styles.orderText}>
            <p className={styles.goodsName}>{orderTitle(order)}</p>
            <p className={styles.amount}>{formatWon(order.totalPrice) || '0원'}</p>
          </div>
          <p className={styles.status}>{orderStatusLabel(order)}</p>
        </div>
      </Link>
      {TRACKABLE.has(order.status) && (
        <div className={styles.orderActions}>
          <button type="button" className={styles.trackButton} onClick={() => onTrack(order.id)} aria-label={`배송조회: 주문번호 ${order.orderNumber}`}>
            배송조회
          </button>
        </div>
      )}
    </li>
  );
}

/** /mypage/order: the status summary, the period filter (3 months by default) and the orders, 2 a page. */
export function OrdersPage({ memberId, now = Date.now }: OrdersPageProps) {
  const [period, setPeriod] = useState<OrderPeriod>(() => presetPeriod(DEFAULT_PRESET.months, now()));
  const [preset, setPreset] = useState<PeriodPreset | null>(DEFAULT_PRESET.id);
  const [page, setPage] = useState(0);
  const [trackedOrderId, setTrackedOrderId] = useState<number | null>(null);
  const counts = useOrderCountsQuery(memberId);
  const orders = useMemberOrdersQuery({ memberId, page, ...period });

  const search = (next: OrderPeriod, nextPreset: PeriodPreset | null) => {
    setPeriod(next);
    setPreset(nextPreset);
    setPage(0);
  };

  const list = orders.data;
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Orders" title="주문조회" />

      <OrderStatusSummary counts={counts.data} />
      <PeriodFilter period={period} preset={preset} now={now} onSearch={search} />

      <div className={styles.list} aria-busy={orders.isFetching}>
        {orders.isError ? (
          <p className={styles.message} role="alert">
            주문 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : !list ? (
          <OrderListSkeleton />
        ) : list.content.length === 0 ? (
          <div className={styles.empty}>
            <p>조회 기간 동안 주문하신 내역이 없습니다.</p>
            <Link to={paths.allItems.getHref()} className={styles.emptyLink}>
              쇼핑하러 가기
            </Link>
          </div>
        ) : (
          <>
            <ul className={styles.orders} aria-label="주문 목록">
              {list.content.map((order) => (
                <OrderRow key={order.id} order={order} onTrack={setTrackedOrderId} />
              ))}
            </ul>
            <Pagination page={page} totalPages={list.totalPages} onChange={setPage} />
          </>
        )}
      </div>
      <ParcelTrackingDialog orderId={trackedOrderId} onClose={() => setTrackedOrderId(null)} />
    </section>
  );
}
