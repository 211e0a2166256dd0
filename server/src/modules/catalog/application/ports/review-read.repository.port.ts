import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Review } from '../../domain/review';
import type { ReviewOrderField } from '../../domain/review-sort';
import type { OrderRule } from '../../domain/sort-order';

export interface ReviewReadRepositoryPort {
  findPageOfGoods(goodsId: number, order: readonly OrderRule<ReviewOrderField>[], page: PageRequest): Promise<Page<Review>>;
}
