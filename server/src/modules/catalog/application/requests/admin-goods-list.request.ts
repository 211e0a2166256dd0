import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { CATALOG_CATEGORY_IDS, type CatalogCategoryId, type GoodsFilter } from '../../domain/catalog-category';
import { GOODS_ADMIN_NAME_MAX, type GoodsAdminCriteria } from '../../domain/goods-admin-criteria';
import { GOODS_STATUSES, type GoodsStatus } from '../../domain/goods-status';
import { ToInteger } from '../../../../shared/http/validation/to-number.decorator';
import { GoodsPageQueryRequest } from './goods-page.request';

const BOOLEAN_VALUES = ['true', 'false'];
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The console's goods list (GET /api/goods): the page and sort of every goods list plus the search — a part of the
 * name, a category (1 bag, 2 wallet, 3 accessory, 4 best), a status and made to order or not. Bad values are a 400
 * naming the field in Korean.
 */
export class AdminGoodsListQueryRequest extends GoodsPageQueryRequest {
  @ApiPropertyOptional({ description: 'a part of the goods name (case-insensitive); blank does not filter', maxLength: GOODS_ADMIN_NAME_MAX })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: '상품명 검색어가 올바르지 않습니다.' })
  @MaxLength(GOODS_ADMIN_NAME_MAX, { message: `상품명 검색어는 ${GOODS_ADMIN_NAME_MAX}자 이내로 입력해주세요.` })
  name?: string;

  @ApiPropertyOptional({ type: 'integer', enum: CATALOG_CATEGORY_IDS, description: '1 bag, 2 wallet, 3 accessory, 4 best' })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: '분류는 1(가방), 2(지갑), 3(액세서리), 4(베스트) 중 하나여야 합니다.' })
  @IsIn(CATALOG_CATEGORY_IDS, { message: '분류는 1(가방), 2(지갑), 3(액세서리), 4(베스트) 중 하나여야 합니다.' })
  category?: CatalogCategoryId;

  @ApiPropertyOptional({ enum: GOODS_STATUSES, description: 'DRAFT 임시저장, ON_SALE 판매중, SOLD_OUT 품절, HIDDEN 숨김' })
  @IsOptional()
  @IsIn(GOODS_STATUSES, { message: '판매 상태는 DRAFT(임시저장), ON_SALE(판매중), SOLD_OUT(품절), HIDDEN(숨김) 중 하나여야 합니다.' })
  status?: GoodsStatus;

  @ApiPropertyOptional({ enum: BOOLEAN_VALUES, description: 'true: made to order only; false: ready-made only' })
  @IsOptional()
  @IsIn(BOOLEAN_VALUES, { message: '주문 제작 여부는 true 또는 false여야 합니다.' })
  madeToOrder?: string;

  toFilter(): GoodsFilter {
    return this.category === undefined ? { kind: 'all' } : { kind: 'category', categoryId: this.category };
  }

  toCriteria(): GoodsAdminCriteria {
    return {
      ...(this.name ? { name: this.name } : {}),
      ...(this.status ? { status: this.status } : {}),
      ...(this.madeToOrder === undefined ? {} : { madeToOrder: this.madeToOrder === 'true' }),
    };
  }
}

