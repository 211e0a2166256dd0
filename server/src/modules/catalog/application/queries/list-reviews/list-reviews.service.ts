import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import { ok, type Result } from '../../../../../shared/domain/result';
import { goodsNotFound } from '../../../domain/catalog.errors';
import type { Review } from '../../../domain/review';
import { reviewOrderOf, type ReviewSort } from '../../../domain/review-sort';
import { GOODS_READ_REPOSITORY, REVIEW_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';
import type { ReviewReadRepositoryPort } from '../../ports/review-read.repository.port';

export interface ListReviewsQuery {
  goodsId: number;
  sort: ReviewSort;
  page: PageRequest;
}

/** A goods item's reviews, paged, in the order the shopper picked. */
@Injectable()
export class ListReviewsService {
  constructor(
    @Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort,
    @Inject(REVIEW_READ_REPOSITORY) private readonly reviews: ReviewReadRepositoryPort,
  ) {}

  async execute(query: ListReviewsQuery): Promise<Result<Page<Review>>> {
    if (!(await this.goods.exists(query.goodsId))) return goodsNotFound();
    return ok(await this.reviews.findPageOfGoods(query.goodsId, reviewOrderOf(query.sort), query.page));
  }
}
