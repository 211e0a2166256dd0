import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { GOODS_SORT_IDS, GoodsSort, type GoodsSortId } from '../../domain/goods-sort';
import { PageQueryRequest } from './page.request';
import { ToNumber } from '../../../../shared/http/validation/to-number.decorator';

const SORT_MESSAGE = 'sort는 0부터 4 사이의 정수여야 합니다.';

/** A paged goods list: page, size and the sort id (0/1 recommended, 2 lowest price, 3 highest price, 4 newest). */
export class GoodsPageQueryRequest extends PageQueryRequest {
  @ApiPropertyOptional({
    type: 'integer',
    description: '0 or 1 recommended, 2 lowest price, 3 highest price, 4 newest',
    enum: GOODS_SORT_IDS,
    default: GoodsSort.Default,
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: SORT_MESSAGE })
  @IsIn(GOODS_SORT_IDS, { message: SORT_MESSAGE })
  sort: GoodsSortId = GoodsSort.Default;
}
