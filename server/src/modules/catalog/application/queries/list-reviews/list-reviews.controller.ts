import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { OptionalMemberAuthGuard } from '../../../../../shared/http/auth/optional-member-auth.guard';
import { ViewingMember } from '../../../../../shared/http/auth/viewing-member.decorator';
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
  @UseGuards(OptionalMemberAuthGuard)
  @ApiOperation({ summary: "A goods item's reviews, paged and sorted (new); a logged-in viewer also learns which are theirs and which they voted for" })
  @ApiEnvelope('dto', ReviewResponse, { paged: true })
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.GOODS_NOT_FOUND' })
  async reviews(@Param() params: GoodsIdPathRequest, @Query() query: ListReviewsQueryRequest, @ViewingMember() viewer: AuthenticatedMember | null) {
    const viewerId = viewer?.id ?? null;
    const page = orThrow(await this.listReviews.execute({ goodsId: params.goodsId, sort: query.sort, page: query.toPageRequest(), viewerId }));
    return envelope(
      'dto',
      mapPage(page, (review) => toReviewResponse(review, viewerId, (key) => this.storage.url(key))),
    );
  }
}
