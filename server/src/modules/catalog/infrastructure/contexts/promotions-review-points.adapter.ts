import { Injectable } from '@nestjs/common';
import { ReviewPointsService } from '../../../promotions/application/services/review-points.service';
import type { ReviewPointsPort } from '../../application/ports/review-points.port';

/** ReviewPointsPort through promotions' exported ReviewPointsService; joins the review's unit of work. */
@Injectable()
export class PromotionsReviewPointsAdapter implements ReviewPointsPort {
  constructor(private readonly reviewPoints: ReviewPointsService) {}

  earnForReview(grant: { memberId: number; orderId: number; goodsId: number; withPhoto: boolean; now: Date }): Promise<number> {
    return this.reviewPoints.earnForReview(grant);
  }
}
