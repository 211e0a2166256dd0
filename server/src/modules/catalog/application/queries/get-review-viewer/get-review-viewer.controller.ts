import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { GoodsIdPathRequest } from '../list-reviews/list-reviews.request';
import { GetReviewViewerService } from './get-review-viewer.service';
import { ReviewViewerResponse, toReviewViewerResponse } from '../../responses/review-viewer.response';

@ApiTags('reviews')
@Controller('api')
export class GetReviewViewerController {
  constructor(private readonly reviewViewer: GetReviewViewerService) {}

  @Get('goods/:goodsId/reviews/viewer')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "Which of a goods item's reviews are mine and which I voted helpful (new)",
    description: 'The personal part of the product page\'s reviews, kept out of the public review pages so that a CDN may keep those.',
  })
  @ApiEnvelope('dto', ReviewViewerResponse)
  @ApiNotFoundResponse({ description: 'result 4040, code CATALOG.GOODS_NOT_FOUND' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async viewer(@CurrentMember() member: AuthenticatedMember, @Param() params: GoodsIdPathRequest) {
    const relations = orThrow(await this.reviewViewer.execute({ goodsId: params.goodsId, memberId: member.id }));
    return envelope('dto', toReviewViewerResponse(relations));
  }
}
