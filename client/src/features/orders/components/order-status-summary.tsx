import type { OrderCounts } from '../types';
import styles from './order-status-summary.module.css';

const BOXES: readonly { key: keyof OrderCounts; label: string }[] = [
  { key: 'before', label: '준비중' },
  { key: 'after', label: '배송중' },
  { key: 'end', label: '배송완료' },
  { key: 'cancel', label: '취소' },
  { key: 'change', label: '교환' },
  { key: 'refund', label: '반품' },
];

/** The six status boxes over the list (every order the member paid for, whatever the period). */
export function OrderStatusSummary({ counts }: { counts: OrderCounts | undefined }) {
  return (
    <section aria-labelledby="order-status-title" className={styles.summary}>
      <h2 id="order-status-title" className={styles.hidden}>
        주문 처리 현황
      </h2>
      <dl className={styles.boxes}>
        {BOXES.map((box) => (
          <div key={box.key} className={styles.box}>
            <dt className={styles.label}>{box.label}</dt>
            {/* A dash until the counts arrive keeps the boxes the same size (no layout shift). */}
            <dd className={styles.count} data-testid={`order-count-${box.key}`}>
              {counts ? counts[box.key] : '-'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
