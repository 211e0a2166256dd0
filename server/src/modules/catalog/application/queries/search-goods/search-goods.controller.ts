import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { GoodsCardResponse, toGoodsCardResponse } from '../../responses/goods-card.response';
import { SearchGoodsQueryRequest } from './search-goods.request';
import { SearchGoodsService } from './search-goods.service';

@ApiTags('catalog')
@Controller('api')
export class SearchGoodsController {
  constructor(private readonly searchGoods: SearchGoodsService) {}

  @Get('goods/search.php')
  @PublicCache('catalog')
  @ApiOperation({ summary: 'Search by name and description: name matches first, then the closest; at most 20' })
  @ApiEnvelope('data', GoodsCardResponse, { isArray: true })
  async search(@Query() query: SearchGoodsQueryRequest) {
    const found = await this.searchGoods.execute(query.q);
    return envelope('data', found.map(toGoodsCardResponse));
  }
}
