import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../shared/application/unit-of-work.port';
import { PointLedgerReasons } from '../../domain/point-ledger-entry';
import type { ReviewPointsPolicy } from '../../domain/review-points-policy';
import type { PointLedgerRepositoryPort } from '../ports/point-ledger.repository.port';
import { POINT_LEDGER_REPOSITORY, REVIEW_POINTS_POLICY } from '../promotions.di-tokens';

/**
 * Points for a review, for the catalog (exported): by the configured policy, at most once per order line
 * (the ledger's review key), inside the caller's unit of work so the review and its points commit together.
 * A review deleted and written again earns nothing more.
 */
@Injectable()
export class ReviewPointsService {
  constructor(
    @Inject(POINT_LEDGER_REPOSITORY) private readonly ledger: PointLedgerRepositoryPort,
    @Inject(REVIEW_POINTS_POLICY) private readonly policy: ReviewPointsPolicy,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  earnForReview(grant: { memberId: number; orderId: number; goodsId: number; withPhoto: boolean; now: Date }): Promise<number> {
    const amount = this.policy.pointsFor(grant.withPhoto);
    if (amount === 0) return Promise.resolve(0);
    return this.unitOfWork.run(async () => {
      const earned = await this.ledger.appendReviewEarn({
        memberId: grant.memberId,
        amount,
        orderId: grant.orderId,
        goodsId: grant.goodsId,
        reason: PointLedgerReasons.review,
        created: grant.now,
      });
      return earned ? amount : 0;
    });
  }
}
