import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { HeldCoupon } from '../../domain/held-coupon';

/** Why a conditional redeem found nothing to update. */
export type RedeemMiss = 'not-held' | 'used' | 'not-yet-valid' | 'expired';

/**
 * Coupons and the coupons members hold. Spending and giving back are single conditional statements,
 * so two parallel orders can never both spend one coupon.
 */
export interface CouponRepositoryPort {
  /** The member's coupon, or null when it does not exist or is someone else's (or its coupon was deleted). */
  findHeld(memberId: number, memberCouponId: number): Promise<HeldCoupon | null>;
  /** Held, unused and not expired at `now`, soonest to expire first. */
  findUnused(memberId: number, now: Date): Promise<HeldCoupon[]>;
  /** Every held coupon, newest registration first. */
  pageHeld(memberId: number, page: PageRequest): Promise<Page<HeldCoupon>>;
  /**
   * One conditional UPDATE: marks the coupon used by the order when it is the member's, unused, and within
   * its dates at `now`. Null when it did that; else why not (read after the miss, for the message only).
   */
  redeem(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<RedeemMiss | null>;
  /** The order's coupon back to unused; how many were given back (0 the second time). */
  restoreForOrder(orderId: number): Promise<number>;
  /**
   * A coupon registrable by this serial at `now` (not deleted, not expired), or null: by the coupon's own code
   * (every member may register it once), or by a batch serial (`batchSerial`: once in the whole shop).
   */
  findRegistrable(serial: string, now: Date): Promise<{ couponId: number; batchSerial: boolean } | null>;
  /** One conditional UPDATE: spends the batch serial for the member when no one has; false when it is spent. */
  claimSerial(serial: string, memberId: number, now: Date): Promise<boolean>;
  /** Adds the coupon to the member's; false when they already hold it. */
  register(memberId: number, couponId: number, now: Date): Promise<boolean>;
  /** Gives the member every live coupon for new members they do not hold yet; how many. */
  grantForNewMember(memberId: number, now: Date): Promise<number>;
}
