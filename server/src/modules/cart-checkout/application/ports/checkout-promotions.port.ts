import type { Result } from '../../../../shared/domain/result';
import type { AppliedCoupon } from '../../domain/checkout-quote';

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
}
