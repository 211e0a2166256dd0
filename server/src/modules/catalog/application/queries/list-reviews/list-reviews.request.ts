import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '../../../domain/review-sort';
import { PageQueryRequest } from '../../requests/page.request';

/** `/api/goods/{goodsId}/reviews` */
export class GoodsIdPathRequest {
  @IsRowId('goodsId', 3)
  goodsId: number;
}

export class ListReviewsQueryRequest extends PageQueryRequest {
  @ApiPropertyOptional({ enum: REVIEW_SORTS, default: DEFAULT_REVIEW_SORT, description: 'latest 최신순, recommend 추천순, score 별점순' })
  @IsIn(REVIEW_SORTS, { message: 'sort는 latest, recommend, score 중 하나여야 합니다.' })
  sort: ReviewSort = DEFAULT_REVIEW_SORT;
}
