import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { CategoryEntryResponse, toCategoryEntryResponse } from '../../responses/category-entry.response';
import { GoodsCardResponse, toGoodsCardResponse } from '../../responses/goods-card.response';
import { CategoryGoodsQueryRequest, ProdGbnQueryRequest } from './list-category-goods.request';
import { ListCategoryGoodsService } from './list-category-goods.service';

@ApiTags('catalog')
@Controller('api')
export class ListCategoryGoodsController {
  constructor(private readonly categoryGoods: ListCategoryGoodsService) {}

  @Get('goods/category.php')
  @PublicCache('catalog')
  @ApiOperation({
    summary: 'Goods of a category, paged',
    description:
      'Exactly one of categoryId and prod_gbn. With categoryId, `dto.content` holds GoodsCards; ' +
      'with prod_gbn it holds `{ id, categoryId, goods }` entries (CategoryEntryResponse).',
  })
  @ApiEnvelope('dto', [GoodsCardResponse, CategoryEntryResponse], { paged: true })
  async category(@Query() query: CategoryGoodsQueryRequest) {
    if (query.categoryId !== undefined) {
      const page = await this.categoryGoods.byListCategory(query.categoryId, query.sort, query.toPageRequest());
      return envelope('dto', mapPage(page, toGoodsCardResponse));
    }
    // The request's validation guarantees prod_gbn when categoryId is absent.
    return this.entries(query.prod_gbn!, query);
  }

  @Get('goods/category')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({ summary: "Back office: a category's entries, paged (staff, or a token with catalog:read)" })
  @ApiEnvelope('dto', CategoryEntryResponse, { paged: true })
  backOfficeCategory(@Query() query: ProdGbnQueryRequest) {
    return this.entries(query.prod_gbn, query);
  }

  private async entries(code: ProdGbnQueryRequest['prod_gbn'], query: CategoryGoodsQueryRequest | ProdGbnQueryRequest) {
    const page = await this.categoryGoods.byProdGbn(code, query.sort, query.toPageRequest());
    return envelope('dto', mapPage(page, toCategoryEntryResponse));
  }
}
