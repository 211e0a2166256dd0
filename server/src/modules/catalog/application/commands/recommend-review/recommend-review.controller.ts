import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { done } from '../../../../../shared/http/envelope';
import { ReviewMessages } from '../../../domain/review-failures';
import { ReviewIdPathRequest } from '../edit-review/edit-review.request';
import { RecommendReviewService } from './recommend-review.service';

@ApiTags('reviews')
@ApiSecurity('csrf')
@Controller('api')
export class RecommendReviewController {
  constructor(private readonly recommendReview: RecommendReviewService) {}

  @Post('review/:reviewId/recommend')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @PurgesPublicCache('reviews')
  @ApiOperation({ summary: 'Vote a review helpful: once per member, never my own (new)' })
  @ApiDone(ReviewMessages.recommended)
  @ApiBadRequestResponse({ description: 'CATALOG.REVIEW_OWN_VOTE' })
  @ApiConflictResponse({ description: 'CATALOG.REVIEW_ALREADY_VOTED' })
  @ApiNotFoundResponse({ description: 'CATALOG.REVIEW_NOT_FOUND' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async recommend(@CurrentMember() member: AuthenticatedMember, @Param() params: ReviewIdPathRequest) {
    orThrow(await this.recommendReview.execute({ memberId: member.id, reviewId: params.reviewId }));
    return done(ReviewMessages.recommended);
  }
}
