import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Review, ReviewViewerRelations } from '../../domain/review';
import type { ReviewOrderField } from '../../domain/review-sort';
import type { OrderRule } from '../../domain/sort-order';

export interface ReviewReadRepositoryPort {
  /** The same for every reader (a public answer a CDN keeps). */
  findPageOfGoods(goodsId: number, order: readonly OrderRule<ReviewOrderField>[], page: PageRequest): Promise<Page<Review>>;
  /** Which of the goods' reviews the member wrote and voted helpful (the member call beside the public pages). */
  findViewerRelations(goodsId: number, memberId: number): Promise<ReviewViewerRelations>;
}
