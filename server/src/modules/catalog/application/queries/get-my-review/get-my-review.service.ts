import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_WRITE_REPOSITORY, REVIEWABLE_ORDERS } from '../../../catalog.di-tokens';
import type { Review } from '../../../domain/review';
import { reviewableLineOf, type ReviewableLine } from '../../../domain/reviewable-line';
import type { ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';
import type { ReviewableOrdersPort } from '../../ports/reviewable-orders.port';

/** What the review form opens with: the order line (it must be reviewable) and my review of it, if I wrote one. */
@Injectable()
export class GetMyReviewService {
  constructor(
    @Inject(REVIEWABLE_ORDERS) private readonly orders: ReviewableOrdersPort,
    @Inject(REVIEW_WRITE_REPOSITORY) private readonly reviews: ReviewWriteRepositoryPort,
  ) {}

  async execute(query: { memberId: number; orderId: number; goodsId: number }): Promise<Result<{ line: ReviewableLine; review: Review | null }>> {
    const line = reviewableLineOf(await this.orders.findOwn(query.memberId, query.orderId), query.goodsId);
    if (!line.ok) return line;
    return ok({ line: line.value, review: await this.reviews.findOwnByLine(query.memberId, query.orderId, query.goodsId) });
  }
}
