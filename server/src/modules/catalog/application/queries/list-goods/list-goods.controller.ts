import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ALL_GOODS, CatalogCategory, type GoodsFilter } from '../../../domain/catalog-category';
import { AdminGoodsListQueryRequest } from '../../requests/admin-goods-list.request';
import { GoodsPageQueryRequest } from '../../requests/goods-page.request';
import { GoodsCardResponse, toGoodsCardResponse } from '../../responses/goods-card.response';
import { AdminGoodsCardResponse, toAdminGoodsCardResponse } from '../../responses/admin-goods-card.response';
import { ListGoodsService } from './list-goods.service';

const BEST_SELLERS: GoodsFilter = { kind: 'category', categoryId: CatalogCategory.Best };

/** The goods lists that take only page, sort and size. */
@ApiTags('catalog')
@Controller('api')
export class ListGoodsController {
  constructor(private readonly listGoods: ListGoodsService) {}

  @Get('goods/recom')
  @PublicCache('catalog')
  @ApiOperation({ summary: 'Every goods item, paged (the recommended carousel)' })
  @ApiEnvelope('dto', GoodsCardResponse, { paged: true })
  recommended(@Query() query: GoodsPageQueryRequest) {
    return this.list(ALL_GOODS, query);
  }

  @Get('goods/search_goods.php')
  @PublicCache('catalog')
  @ApiOperation({ summary: "Every goods item, paged (the search drawer's defaults: page=0&sort=0&size=3)" })
  @ApiEnvelope('dto', GoodsCardResponse, { paged: true })
  searchDefaults(@Query() query: GoodsPageQueryRequest) {
    return this.list(ALL_GOODS, query);
  }

  @Get('goods/best.php')
  @PublicCache('catalog')
  @ApiOperation({ summary: 'Best sellers (category 4), paged' })
  @ApiEnvelope('dto', GoodsCardResponse, { paged: true })
  bestSellers(@Query() query: GoodsPageQueryRequest) {
    return this.list(BEST_SELLERS, query);
  }

  @Get('goods')
  @StaffAccess({ scope: 'catalog:read' })
  @ApiOperation({
    summary: 'Back office: every goods item, deleted, draft and hidden ones too, paged (staff, or a token with catalog:read)',
    description: 'Searched by name part, category, status and made to order; a bad value is a 400 naming the field.',
  })
  @ApiEnvelope('dto', AdminGoodsCardResponse, { paged: true })
  async backOfficeList(@Query() query: AdminGoodsListQueryRequest) {
    const page = await this.listGoods.executeForStaff({ filter: query.toFilter(), sort: query.sort, page: query.toPageRequest(), criteria: query.toCriteria() });
    return envelope('dto', mapPage(page, toAdminGoodsCardResponse));
  }

  private async list(filter: GoodsFilter, query: GoodsPageQueryRequest) {
    const page = await this.listGoods.execute({ filter, sort: query.sort, page: query.toPageRequest() });
    return envelope('dto', mapPage(page, toGoodsCardResponse));
  }
}
