import { type Result, ok } from '../../../shared/domain/result';
import { PromotionsFailures } from './promotions-failures';

/** Points can be used only by a member holding at least this many (spec: constants). */
export const POINTS_MINIMUM_TO_USE = 100;

/**
 * What a ledger row records: earned on delivery, used by an order, returned by its cancellation, set by hand,
 * earned for a review (once per order line), expired (taken away when their period is over, as the terms say;
 * no order), or revoked (what an order earned, taken back when its return was approved).
 */
export type PointLedgerKind = 'earn' | 'use' | 'return' | 'adjust' | 'review' | 'expire' | 'revoke';

/** Every kind, as the ledger's check and the API's enum list them. */
export const POINT_LEDGER_KINDS: readonly PointLedgerKind[] = ['earn', 'use', 'return', 'adjust', 'review', 'expire', 'revoke'];

/**
 * Whether `points` may be used with this balance against a cap (the goods total after the coupon): 0 is always
 * fine; otherwise the member holds at least 100, and uses no more than held nor more than the cap.
 */
export function checkPointsUse(points: number, balance: number, cap: number): Result<number> {
  if (!Number.isSafeInteger(points) || points < 0) return PromotionsFailures.pointsInvalid();
  if (points === 0) return ok(0);
  if (balance < POINTS_MINIMUM_TO_USE) return PromotionsFailures.pointsBelowMinimum();
  if (points > balance) return PromotionsFailures.pointsExceedBalance();
  if (points > Math.max(0, cap)) return PromotionsFailures.pointsExceedPrice();
  return ok(points);
}

/** Points a delivered order earns: floor(paid goods total × rate / 100). The rate is configuration (POINTS_EARN_RATE_PERCENT). */
export class PointsEarnPolicy {
  constructor(readonly ratePercent: number) {
    if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new Error(`points earn rate must be 0-100, got ${ratePercent}`);
  }

  pointsFor(paidGoodsTotal: number): number {
    if (!Number.isFinite(paidGoodsTotal) || paidGoodsTotal <= 0) return 0;
    return Math.floor((Math.floor(paidGoodsTotal) * this.ratePercent) / 100);
  }
}
