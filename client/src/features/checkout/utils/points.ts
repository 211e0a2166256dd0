/** Points may be used only by a member holding at least this many (spec, section 9). */
export const MINIMUM_POINTS = 100;

/** The most points this order can take: no more than held, nor more than the goods total after the coupon. */
export function usablePoints(balance: number, goodsTotal: number, couponDiscount: number): number {
  return Math.max(0, Math.min(balance, goodsTotal - couponDiscount));
}
