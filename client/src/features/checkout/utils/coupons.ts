import { formatWon } from '@/lib/format';
import type { MemberCoupon } from '../types';

/** Coupons are offered when their minimum order is met by the goods total. */
export function eligibleCoupons(coupons: MemberCoupon[], goodsTotal: number): MemberCoupon[] {
  return coupons.filter((coupon) => coupon.minPrice <= goodsTotal);
}

/** "10% 할인" or "5,000원 할인", as a coupon's choice reads. */
export function couponDiscountLabel(coupon: MemberCoupon): string {
  if (coupon.discountRate) return `${coupon.discountRate}% 할인`;
  if (coupon.discountPrice) return `${formatWon(coupon.discountPrice)} 할인`;
  return '';
}
