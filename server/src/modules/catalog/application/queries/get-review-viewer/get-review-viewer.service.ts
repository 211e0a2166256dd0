import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../../shared/domain/result';
import { goodsNotFound } from '../../../domain/catalog.errors';
import type { ReviewViewerRelations } from '../../../domain/review';
import { GOODS_READ_REPOSITORY, REVIEW_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';
import type { ReviewReadRepositoryPort } from '../../ports/review-read.repository.port';

export interface GetReviewViewerQuery {
  goodsId: number;
  memberId: number;
}

/** Which of a goods item's reviews the member wrote and voted helpful: the personal part of the product page's reviews. */
@Injectable()
export class GetReviewViewerService {
  constructor(
    @Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort,
    @Inject(REVIEW_READ_REPOSITORY) private readonly reviews: ReviewReadRepositoryPort,
  ) {}

  async execute(query: GetReviewViewerQuery): Promise<Result<ReviewViewerRelations>> {
    if (!(await this.goods.exists(query.goodsId))) return goodsNotFound();
    return ok(await this.reviews.findViewerRelations(query.goodsId, query.memberId));
  }
}
