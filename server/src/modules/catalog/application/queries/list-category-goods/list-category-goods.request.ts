import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, ValidateIf } from 'class-validator';
import { LIST_CATEGORY_IDS, PROD_GBN_CODES, type ListCategoryId, type ProdGbn } from '../../../domain/catalog-category';
import { GoodsPageQueryRequest } from '../../requests/goods-page.request';
import { NotTogetherWith } from '../../requests/not-together-with.validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

const CATEGORY_ID_MESSAGE = 'categoryId는 1부터 5 사이의 정수여야 합니다.';
const PROD_GBN_MESSAGE = 'prod_gbn은 A, B, C 중 하나여야 합니다.';

/** category.php: exactly one of `categoryId` and `prod_gbn`, plus page, sort and size. */
export class CategoryGoodsQueryRequest extends GoodsPageQueryRequest {
  @ApiPropertyOptional({ type: 'integer', enum: LIST_CATEGORY_IDS, description: '1 bag, 2 wallet, 3 accessory, 4 all items, 5 best sellers' })
  @ValidateIf((request: CategoryGoodsQueryRequest) => request.categoryId !== undefined || request.prod_gbn === undefined)
  @IsDefined({ message: 'categoryId 또는 prod_gbn 중 하나를 보내야 합니다.' })
  @ToNumber()
  @IsInt({ message: CATEGORY_ID_MESSAGE })
  @IsIn(LIST_CATEGORY_IDS, { message: CATEGORY_ID_MESSAGE })
  categoryId?: ListCategoryId;

  @ApiPropertyOptional({ enum: PROD_GBN_CODES, description: 'A bag, B wallet, C accessory; answers { id, categoryId, goods } entries' })
  @ValidateIf((request: CategoryGoodsQueryRequest) => request.prod_gbn !== undefined)
  @IsIn(PROD_GBN_CODES, { message: PROD_GBN_MESSAGE })
  @NotTogetherWith('categoryId', { message: 'categoryId와 prod_gbn은 함께 보낼 수 없습니다.' })
  prod_gbn?: ProdGbn;
}

/** The back office's category list: `prod_gbn` is required. */
export class ProdGbnQueryRequest extends GoodsPageQueryRequest {
  @ApiProperty({ enum: PROD_GBN_CODES, description: 'A bag, B wallet, C accessory' })
  @IsIn(PROD_GBN_CODES, { message: PROD_GBN_MESSAGE })
  prod_gbn: ProdGbn;
}
