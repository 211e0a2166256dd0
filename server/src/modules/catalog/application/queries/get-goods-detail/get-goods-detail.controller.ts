import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { GoodsDetailResponse, toGoodsDetailResponse } from '../../responses/goods-detail.response';
import { GoodsIdQueryRequest } from './get-goods-detail.request';
import { GetGoodsDetailService } from './get-goods-detail.service';

@ApiTags('catalog')
@Controller('api')
export class GetGoodsDetailController {
  constructor(
    private readonly goodsDetail: GetGoodsDetailService,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  @Get('goods/index.php')
  @PublicCache('catalog')
  @ApiOperation({ summary: 'One goods item with images, options and the newest 10 reviews' })
  @ApiEnvelope('data', GoodsDetailResponse)
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.GOODS_NOT_FOUND' })
  async detail(@Query() query: GoodsIdQueryRequest) {
    const detail = orThrow(await this.goodsDetail.execute(query.goodsId));
    return envelope('data', toGoodsDetailResponse(detail, (key) => this.storage.url(key)));
  }
}
