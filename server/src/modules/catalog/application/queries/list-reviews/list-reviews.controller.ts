import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { ReviewResponse, toReviewResponse } from '../../responses/review.response';
import { GoodsIdPathRequest, ListReviewsQueryRequest } from './list-reviews.request';
import { ListReviewsService } from './list-reviews.service';

@ApiTags('catalog')
@Controller('api')
export class ListReviewsController {
  constructor(private readonly listReviews: ListReviewsService) {}

  @Get('goods/:goodsId/reviews')
  @ApiOperation({ summary: "A goods item's reviews, paged and sorted (new)" })
  @ApiEnvelope('dto', ReviewResponse, { paged: true })
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.GOODS_NOT_FOUND' })
  async reviews(@Param() params: GoodsIdPathRequest, @Query() query: ListReviewsQueryRequest) {
    const page = orThrow(await this.listReviews.execute({ goodsId: params.goodsId, sort: query.sort, page: query.toPageRequest() }));
    return envelope('dto', mapPage(page, toReviewResponse));
  }
}
