import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../shared/domain/result';
import { applyCouponTerms, isCouponUsable } from '../../domain/coupon';
import { type HeldCoupon, termsOf } from '../../domain/held-coupon';
import { PointLedgerReasons } from '../../domain/point-ledger-entry';
import { checkPointsUse, type PointsEarnPolicy } from '../../domain/points';
import { PromotionsFailures } from '../../domain/promotions-failures';
import { pointsOnReturn, type ReturnShare } from '../../domain/return-points';
import type { CouponRepositoryPort, RedeemMiss } from '../ports/coupon.repository.port';
import type { PointLedgerRepositoryPort } from '../ports/point-ledger.repository.port';
import { COUPON_REPOSITORY, POINT_LEDGER_REPOSITORY, POINTS_EARN_POLICY } from '../promotions.di-tokens';

export type { HeldCoupon } from '../../domain/held-coupon';
export type { ReturnShare } from '../../domain/return-points';

/** What an approved return did to the order's coupon and points (for the staff audit entry). */
export interface ReturnSettlement {
  couponRestored: boolean;
  pointsReturned: number;
  pointsRevoked: number;
  /** Earned points the member had already spent: not taken back (the balance never goes below zero). */
  pointsUncollected: number;
}

const NOTHING_SETTLED: ReturnSettlement = { couponRestored: false, pointsReturned: 0, pointsRevoked: 0, pointsUncollected: 0 };

/** A held coupon checked against a goods total: what it takes off. */
export interface CouponApplication {
  memberCouponId: number;
  couponName: string;
  discount: number;
}

const REDEEM_MISSES: Record<RedeemMiss, () => ReturnType<typeof PromotionsFailures.couponNotFound>> = {
  'not-held': PromotionsFailures.couponNotFound,
  used: PromotionsFailures.couponUsed,
  'not-yet-valid': PromotionsFailures.couponNotYetValid,
  expired: PromotionsFailures.couponExpired,
};

/**
 * What checkout asks of promotions: checks (quote) and spends (order), give-backs (cancel, refund) and
 * earnings (delivery). Every write runs in `UnitOfWorkPort.run`, which joins the caller's unit when there is
 * one (the order and its spends commit or roll back together) and is a unit of its own otherwise. Spends are
 * single conditional statements or run under the member's account row lock: never read-then-write.
 */
@Injectable()
export class CheckoutPromotionsService {
  constructor(
    @Inject(COUPON_REPOSITORY) private readonly coupons: CouponRepositoryPort,
    @Inject(POINT_LEDGER_REPOSITORY) private readonly ledger: PointLedgerRepositoryPort,
    @Inject(POINTS_EARN_POLICY) private readonly earnPolicy: PointsEarnPolicy,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  /** The ledger's sum. */
  pointBalance(memberId: number): Promise<number> {
    return this.ledger.balance(memberId);
  }

  /** Held, unused coupons usable now on this goods total (dates and minimum price met). */
  async usableCoupons(memberId: number, goodsTotal: number, now: Date): Promise<HeldCoupon[]> {
    const unused = await this.coupons.findUnused(memberId, now);
    return unused.filter((held) => isCouponUsable(termsOf(held), goodsTotal, now));
  }

  /** Checks (does not spend) one held coupon against a goods total. */
  async applyCoupon(memberId: number, memberCouponId: number, goodsTotal: number, now: Date): Promise<Result<CouponApplication>> {
    const held = await this.coupons.findHeld(memberId, memberCouponId);
    if (!held) return PromotionsFailures.couponNotFound();
    if (held.usedAt) return PromotionsFailures.couponUsed();
    const discount = applyCouponTerms(termsOf(held), goodsTotal, now);
    if (!discount.ok) return discount;
    return ok({ memberCouponId: held.memberCouponId, couponName: held.couponName, discount: discount.value });
  }

  /** Checks (does not spend) points: 0 is always ok; else balance ≥ 100, points ≤ balance, points ≤ cap. Returns the points. */
  async checkPoints(memberId: number, points: number, cap: number): Promise<Result<number>> {
    if (points === 0) return ok(0);
    return checkPointsUse(points, await this.ledger.balance(memberId), cap);
  }

  /** Spends the coupon for the order: one conditional UPDATE (unused, held by the member, within its dates). */
  redeemCoupon(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<Result<void>> {
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      const miss = await this.coupons.redeem(memberId, memberCouponId, orderId, now);
      return miss === null ? ok(undefined) : REDEEM_MISSES[miss]();
    });
  }

  /** Spends points for the order under the account row's FOR UPDATE lock, checked against the ledger's sum. */
  async spendPoints(memberId: number, points: number, orderId: number, now: Date): Promise<Result<void>> {
    const shape = checkPointsUse(points, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (!shape.ok) return shape;
    if (points === 0) return ok(undefined);
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      await this.ledger.lockAccount(memberId);
      // Read under the lock: every other spend of this member waits here until this unit ends.
      const checked = checkPointsUse(points, await this.ledger.balance(memberId), Number.MAX_SAFE_INTEGER);
      if (!checked.ok) return checked;
      const appended = await this.ledger.append({ memberId, amount: -points, kind: 'use', orderId, reason: PointLedgerReasons.use, created: now });
      return appended ? ok(undefined) : PromotionsFailures.pointsAlreadySpent();
    });
  }

  /** Cancel or refund: the order's coupon back to unused, its used points returned; idempotent. */
  restoreForOrder(orderId: number, now: Date): Promise<void> {
    return this.unitOfWork.run(async () => {
      await this.coupons.restoreForOrder(orderId);
      const used = await this.ledger.findOrderEntry(orderId, 'use');
      // At most one 'return' per order (a unique index): a second call appends nothing.
      if (used) await this.ledger.append({ memberId: used.memberId, amount: -used.amount, kind: 'return', orderId, reason: PointLedgerReasons.return, created: now });
    });
  }

  /**
   * An approved return (domain/return-points.ts): a whole one gives the coupon back (restoreForOrder's rule: unused
   * again, its own dates still decide whether it can be used) and the used points, and takes back the earned
   * points; a partial one keeps the coupon spent and moves both kinds of points in proportion to the refunded
   * share. The points the order's reviews earned count as earned by the order (a full refund takes them back too).
   * Under the member's account lock, so the balance read is the one the revoke lands on; at most one
   * 'return' and one 'revoke' per order (unique index), so a second settlement moves nothing.
   */
  settleReturn(orderId: number, share: ReturnShare, now: Date): Promise<ReturnSettlement> {
    return this.unitOfWork.run(async (): Promise<ReturnSettlement> => {
      const couponRestored = share.whole && (await this.coupons.restoreForOrder(orderId)) > 0;
      const used = await this.ledger.findOrderEntry(orderId, 'use');
      const earned = await this.ledger.findOrderEntry(orderId, 'earn');
      // Points the order's reviews earned are earned by the order too: a whole return takes them back, a partial one its share.
      const reviewed = await this.ledger.orderReviewPoints(orderId);
      const memberId = (used ?? earned)?.memberId ?? reviewed?.memberId;
      if (memberId === undefined) return { ...NOTHING_SETTLED, couponRestored };
      await this.ledger.lockAccount(memberId);
      // Read under the lock: a racing settlement of this order waits above and then finds these rows.
      if ((await this.ledger.findOrderEntry(orderId, 'return')) || (await this.ledger.findOrderEntry(orderId, 'revoke'))) return { ...NOTHING_SETTLED, couponRestored };
      const moved = pointsOnReturn(used ? -used.amount : 0, (earned?.amount ?? 0) + (reviewed?.points ?? 0), await this.ledger.balance(memberId), share);
      if (moved.giveBack > 0) {
        await this.ledger.append({ memberId, amount: moved.giveBack, kind: 'return', orderId, reason: PointLedgerReasons.returnOnClaim, created: now });
      }
      if (moved.takeBack > 0) {
        const reason = moved.uncollected > 0 ? `${PointLedgerReasons.revoke} (미회수 ${moved.uncollected}P)` : PointLedgerReasons.revoke;
        await this.ledger.append({ memberId, amount: -moved.takeBack, kind: 'revoke', orderId, reason, created: now });
      }
      return { couponRestored, pointsReturned: moved.giveBack, pointsRevoked: moved.takeBack, pointsUncollected: moved.uncollected };
    });
  }

  /** Adds earned points for a delivered order (the policy computes them); idempotent per order. */
  async earnForOrder(memberId: number, paidGoodsTotal: number, orderId: number, now: Date): Promise<void> {
    const points = this.earnPolicy.pointsFor(paidGoodsTotal);
    if (points === 0) return;
    await this.unitOfWork.run(() => this.ledger.append({ memberId, amount: points, kind: 'earn', orderId, reason: PointLedgerReasons.earn, created: now }));
  }
}
