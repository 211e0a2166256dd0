import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../shared/application/unit-of-work.port';
import type { Page, PageRequest } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import type { HeldCoupon } from '../../domain/held-coupon';
import { checkPointAdjustment } from '../../domain/point-adjustment';
import type { PointLedgerEntry } from '../../domain/point-ledger-entry';
import type { CouponRepositoryPort } from '../ports/coupon.repository.port';
import type { PointLedgerRepositoryPort } from '../ports/point-ledger.repository.port';
import { COUPON_REPOSITORY, POINT_LEDGER_REPOSITORY } from '../promotions.di-tokens';

export type { HeldCoupon } from '../../domain/held-coupon';
export type { PointLedgerEntry } from '../../domain/point-ledger-entry';

export interface PointAdjustment {
  memberId: number;
  amount: number;
  reason: string;
}

/**
 * Points and coupons as staff see and change them (exported for membership's user screens). An adjustment is an
 * 'adjust' row of the ledger, written under the member's point_account row lock (the same lock spends take), so
 * parallel adjustments are checked one after the other and the balance never goes below zero. It joins the caller's
 * unit of work, so the caller's audit record commits with it.
 */
@Injectable()
export class StaffPointsService {
  constructor(
    @Inject(POINT_LEDGER_REPOSITORY) private readonly ledger: PointLedgerRepositoryPort,
    @Inject(COUPON_REPOSITORY) private readonly couponBook: CouponRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  adjust(adjustment: PointAdjustment): Promise<Result<{ before: number; after: number; entryAmount: number }>> {
    return this.unitOfWork.run(async () => {
      await this.ledger.lockAccount(adjustment.memberId);
      const checked = checkPointAdjustment(adjustment.amount, await this.ledger.balance(adjustment.memberId));
      if (!checked.ok) return checked;
      await this.ledger.append({
        memberId: adjustment.memberId,
        amount: adjustment.amount,
        kind: 'adjust',
        orderId: null,
        reason: adjustment.reason,
        created: this.clock.now(),
      });
      return ok({ ...checked.value, entryAmount: adjustment.amount });
    });
  }

  async history(memberId: number, page: PageRequest): Promise<{ balance: number; entries: Page<PointLedgerEntry> }> {
    const [balance, entries] = await Promise.all([this.ledger.balance(memberId), this.ledger.page(memberId, page)]);
    return { balance, entries };
  }

  async heldCoupons(memberId: number, page: PageRequest): Promise<{ page: Page<HeldCoupon>; now: Date }> {
    return { page: await this.couponBook.pageHeld(memberId, page), now: this.clock.now() };
  }
}
