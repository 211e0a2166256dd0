import type { Result } from '../../../../shared/domain/result';
import type { AppliedCoupon } from '../../domain/checkout-quote';

/** How much of the paid money an approved return gives back: the whole remainder, or `refunded` of `paid` won. */
export interface ReturnShare {
  whole: boolean;
  refunded: number;
  paid: number;
}

/** What an approved return did to the order's coupon and points. */
export interface ReturnSettlement {
  couponRestored: boolean;
  pointsReturned: number;
  pointsRevoked: number;
  /** Earned points already spent by the member: not taken back (the balance never goes below zero). */
  pointsUncollected: number;
}

/**
 * Coupons and points, as promotions decides them (adapter: promotions' CheckoutPromotionsService).
 * The checks change nothing; redeem and spend run inside the approval's unit of work and are
 * atomic there, so two orders can never both spend one coupon or the same points.
 */
export interface CheckoutPromotionsPort {
  pointBalance(memberId: number): Promise<number>;
  applyCoupon(memberId: number, memberCouponId: number, goodsTotal: number, now: Date): Promise<Result<AppliedCoupon>>;
  checkPoints(memberId: number, points: number, cap: number): Promise<Result<number>>;
  redeemCoupon(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<Result<void>>;
  spendPoints(memberId: number, points: number, orderId: number, now: Date): Promise<Result<void>>;
  /** A cancelled order's coupon back to unused and its used points returned; once per order (idempotent). */
  restoreForOrder(orderId: number, now: Date): Promise<void>;
  /**
   * An approved return: a whole one gives the coupon and the used points back and takes the earned points back; a
   * partial one keeps the coupon spent and moves the points in proportion to the share. Once per order (idempotent).
   */
  settleReturn(orderId: number, share: ReturnShare, now: Date): Promise<ReturnSettlement>;
}
