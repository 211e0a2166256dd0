import { SummaryCard } from '@/components/ui/summary-card/summary-card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useUsableCouponsQuery } from '../api/coupons-api';
import type { UsableCoupon } from '../types';
import { daysRemainingLabel } from '../utils/coupon-display';
import styles from './coupons-summary.module.css';

/** The coupon that ends first: its name, then "2026.12.31까지 · D-3". */
function SoonestCoupon({ coupon }: { coupon: UsableCoupon }) {
  // The last day it can be used: the expiration instant is exclusive (as the coupon card shows it).
  const lastDay = new Date(Date.parse(coupon.expirationDate) - 1).toISOString();
  return (
    <div data-testid="soonest-coupon">
      <p>가장 먼저 끝나는 쿠폰</p>
      <p className={styles.name}>{coupon.couponName}</p>
      <p>
        {formatDate(lastDay)}까지 · <span className={styles.days} data-testid="soonest-coupon-days">{daysRemainingLabel(coupon.daysRemaining)}</span>
      </p>
    </div>
  );
}

/** My Page's overview: how many coupons the member can use, and the one that ends first. */
export function CouponsSummary({ memberId }: { memberId: number }) {
  const coupons = useUsableCouponsQuery(memberId);
  const usable = coupons.data;
  return (
    <SummaryCard
      id="coupons-summary"
      title="사용 가능한 쿠폰"
      value={usable === undefined ? null : `${usable.length}장`}
      note={usable === undefined ? null : usable.length > 0 ? <SoonestCoupon coupon={usable[0]} /> : '사용 가능한 쿠폰이 없습니다.'}
      href={paths.myCoupons.getHref()}
      linkText="쿠폰함"
      loadingLabel="쿠폰을 불러오는 중"
      error={coupons.isError}
    />
  );
}
