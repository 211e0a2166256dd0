import { type Result, ok } from '../../../shared/domain/result';
import { PromotionsFailures } from './promotions-failures';

/** The discount a coupon gives: a rate (1-100 %) or an amount in won, never both (the table checks it too). */
export type CouponDiscount = { kind: 'rate'; rate: number } | { kind: 'amount'; price: number };

export interface CouponTerms {
  discount: CouponDiscount;
  /** The goods total must reach this (won). */
  minPrice: number;
  startDate: Date;
  /** Exclusive: at this instant the coupon is over. */
  expirationDate: Date;
}

/** Rate discounts are rounded down to 10 won, as the shop shows prices. */
const ROUNDING_WON = 10;

/** The won a coupon takes off a goods total: never more than the total, never negative. */
export function couponDiscount(discount: CouponDiscount, goodsTotal: number): number {
  if (goodsTotal <= 0) return 0;
  if (discount.kind === 'rate') {
    const raw = Math.floor((goodsTotal * discount.rate) / 100);
    return Math.min(goodsTotal, Math.floor(raw / ROUNDING_WON) * ROUNDING_WON);
  }
  return Math.min(Math.max(0, discount.price), goodsTotal);
}

/** Within its dates: startDate ≤ now < expirationDate. */
export function checkCouponDates(terms: Pick<CouponTerms, 'startDate' | 'expirationDate'>, now: Date): Result<void> {
  if (now.getTime() < terms.startDate.getTime()) return PromotionsFailures.couponNotYetValid();
  if (now.getTime() >= terms.expirationDate.getTime()) return PromotionsFailures.couponExpired();
  return ok(undefined);
}

export function isExpired(terms: Pick<CouponTerms, 'expirationDate'>, now: Date): boolean {
  return now.getTime() >= terms.expirationDate.getTime();
}

/** The discount for a goods total now, or why the coupon cannot be used (dates first, then the minimum). */
export function applyCouponTerms(terms: CouponTerms, goodsTotal: number, now: Date): Result<number> {
  const dates = checkCouponDates(terms, now);
  if (!dates.ok) return dates;
  if (goodsTotal < terms.minPrice) return PromotionsFailures.couponMinPrice();
  return ok(couponDiscount(terms.discount, goodsTotal));
}

/** Whether the coupon can be offered for this goods total now (checkout's list). */
export function isCouponUsable(terms: CouponTerms, goodsTotal: number, now: Date): boolean {
  return applyCouponTerms(terms, goodsTotal, now).ok;
}

/** The table's two nullable columns as one discount; exactly one is set. */
export function discountOf(discountRate: number | null, discountPrice: number | null): CouponDiscount {
  if (discountRate !== null) return { kind: 'rate', rate: discountRate };
  return { kind: 'amount', price: discountPrice ?? 0 };
}
