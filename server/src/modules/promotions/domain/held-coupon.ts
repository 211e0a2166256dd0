import { type CouponTerms, discountOf } from './coupon';

/** A coupon a member holds (member_coupon joined with its coupon), as checkout and My Page read it. */
export interface HeldCoupon {
  memberCouponId: number;
  couponId: number;
  couponCode: string;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  startDate: Date;
  expirationDate: Date;
  forNew: boolean;
  usedAt: Date | null;
}

export function termsOf(held: HeldCoupon): CouponTerms {
  return { discount: discountOf(held.discountRate, held.discountPrice), minPrice: held.minPrice, startDate: held.startDate, expirationDate: held.expirationDate };
}
