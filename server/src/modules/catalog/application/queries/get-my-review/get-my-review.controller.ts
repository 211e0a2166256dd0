import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { MyReviewResponse } from '../../responses/my-review.response';
import { toReviewResponse } from '../../responses/review.response';
import { GetMyReviewQueryRequest } from './get-my-review.request';
import { GetMyReviewService } from './get-my-review.service';

@ApiTags('reviews')
@Controller('api')
export class GetMyReviewController {
  constructor(
    private readonly getMyReview: GetMyReviewService,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  @Get('review/mine')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: 'The review form: a delivered line of my order and my review of it, if any (new)' })
  @ApiEnvelope('dto', MyReviewResponse)
  @ApiBadRequestResponse({ description: 'CATALOG.REVIEW_NOT_DELIVERED' })
  @ApiNotFoundResponse({ description: 'CATALOG.REVIEW_LINE_NOT_FOUND: not my order, or the goods is not in it' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async mine(@CurrentMember() member: AuthenticatedMember, @Query() query: GetMyReviewQueryRequest): Promise<ReturnType<typeof envelope<'dto', MyReviewResponse>>> {
    const found = orThrow(await this.getMyReview.execute({ memberId: member.id, orderId: query.orderId, goodsId: query.goodsId }));
    const { line, review } = found;
    return envelope('dto', {
      line: { orderId: query.orderId, goodsId: line.goodsId, goodsName: line.goodsName, thumbSrc: line.thumbSrc, options: line.options },
      review: review ? toReviewResponse(review, (key) => this.storage.url(key)) : null,
    });
  }
}
