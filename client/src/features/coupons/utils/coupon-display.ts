import { formatWon } from '@/lib/format';
import type { HeldCoupon } from '../types';

/** "10%" for a rate coupon, "3,000원" for an amount one. */
export function discountLabel(coupon: Pick<HeldCoupon, 'discountRate' | 'discountPrice'>): string {
  if (coupon.discountRate !== null) return `${coupon.discountRate}%`;
  return formatWon(coupon.discountPrice) || '0원';
}

/** "50,000원 이상 구매 시" or, with no minimum, "금액 제한 없음". */
export function minimumLabel(minPrice: number): string {
  return minPrice > 0 ? `${formatWon(minPrice)} 이상 구매 시` : '금액 제한 없음';
}

export type CouponState = 'usable' | 'used' | 'expired';

export function couponState(coupon: Pick<HeldCoupon, 'usedAt' | 'expired'>): CouponState {
  if (coupon.usedAt) return 'used';
  if (coupon.expired) return 'expired';
  return 'usable';
}

export const COUPON_STATE_LABELS: Record<CouponState, string> = { usable: '사용 가능', used: '사용 완료', expired: '기간 만료' };

/** The days left as the spec shows them: D-7, D-DAY on the last day; nothing once over. */
export function daysRemainingLabel(daysRemaining: number | null): string {
  if (daysRemaining === null || daysRemaining < 0) return '';
  return daysRemaining === 0 ? 'D-DAY' : `D-${daysRemaining}`;
}
