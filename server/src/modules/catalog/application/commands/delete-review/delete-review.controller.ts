import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { done } from '../../../../../shared/http/envelope';
import { ReviewMessages } from '../../../domain/review-failures';
import { ReviewIdPathRequest } from '../edit-review/edit-review.request';
import { DeleteReviewService } from './delete-review.service';

@ApiTags('reviews')
@ApiSecurity('csrf')
@Controller('api')
export class DeleteReviewController {
  constructor(private readonly deleteReview: DeleteReviewService) {}

  @Delete('review/:reviewId')
  @PurgesPublicCache('catalog', 'reviews')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: 'Delete my review and its photos (new)' })
  @ApiDone(ReviewMessages.deleted)
  @ApiNotFoundResponse({ description: 'CATALOG.REVIEW_NOT_FOUND: missing or someone else’s' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async delete(@CurrentMember() member: AuthenticatedMember, @Param() params: ReviewIdPathRequest) {
    orThrow(await this.deleteReview.execute({ memberId: member.id, reviewId: params.reviewId }));
    return done(ReviewMessages.deleted);
  }
}
