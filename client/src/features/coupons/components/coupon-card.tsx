import { formatDate } from '@/lib/format';
import type { HeldCoupon } from '../types';
import { COUPON_STATE_LABELS, couponState, daysRemainingLabel, discountLabel, minimumLabel } from '../utils/coupon-display';
import styles from './coupon-card.module.css';

/** One held coupon: the discount large, then its name, minimum order, last day with D-n, and whether it can be used. */
export function CouponCard({ coupon }: { coupon: HeldCoupon }) {
  const state = couponState(coupon);
  const days = state === 'usable' ? daysRemainingLabel(coupon.daysRemaining) : '';
  // The last day it can be used: the expiration instant is exclusive.
  const lastDay = new Date(Date.parse(coupon.expirationDate) - 1).toISOString();
  return (
    <li className={`${styles.card} ${state === 'usable' ? '' : styles.spent}`} aria-label={coupon.couponName}>
      <div className={styles.discount}>
        <span className={styles.amount}>{discountLabel(coupon)}</span>
        <span className={styles.off}>OFF</span>
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{coupon.couponName}</p>
        <dl className={styles.terms}>
          <div>
            <dt>사용 조건</dt>
            <dd>{minimumLabel(coupon.minPrice)}</dd>
          </div>
          <div>
            <dt>사용 기한</dt>
            <dd>
              <span data-testid="coupon-last-day">{formatDate(lastDay)}까지</span>
              {days && (
                <span className={styles.days} data-testid="coupon-days">
                  {days}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <p className={`${styles.state} ${styles[state]}`}>{COUPON_STATE_LABELS[state]}</p>
    </li>
  );
}
