import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Review } from '../../domain/review';
import type { ReviewOrderField } from '../../domain/review-sort';
import type { OrderRule } from '../../domain/sort-order';

export interface ReviewReadRepositoryPort {
  /** `viewerId`: the logged-in member reading, to tell which reviews they voted for (null: nobody). */
  findPageOfGoods(goodsId: number, order: readonly OrderRule<ReviewOrderField>[], page: PageRequest, viewerId: number | null): Promise<Page<Review>>;
}
