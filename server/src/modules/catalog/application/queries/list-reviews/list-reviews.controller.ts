import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { PublicCache } from '../../../../../shared/http/caching/public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ReviewResponse, toReviewResponse } from '../../responses/review.response';
import { GoodsIdPathRequest, ListReviewsQueryRequest } from './list-reviews.request';
import { ListReviewsService } from './list-reviews.service';

@ApiTags('catalog')
@Controller('api')
export class ListReviewsController {
  constructor(
    private readonly listReviews: ListReviewsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  @Get('goods/:goodsId/reviews')
  @PublicCache('reviews')
  @ApiOperation({
    summary: "A goods item's reviews, paged and sorted (new)",
    description: "The same for every reader: a CDN may keep it. Which are the logged-in member's own and which they voted for: GET /api/goods/{goodsId}/reviews/viewer.",
  })
  @ApiEnvelope('dto', ReviewResponse, { paged: true })
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.GOODS_NOT_FOUND' })
  async reviews(@Param() params: GoodsIdPathRequest, @Query() query: ListReviewsQueryRequest) {
    const page = orThrow(await this.listReviews.execute({ goodsId: params.goodsId, sort: query.sort, page: query.toPageRequest() }));
    return envelope(
      'dto',
      mapPage(page, (review) => toReviewResponse(review, (key) => this.storage.url(key))),
    );
  }
}
