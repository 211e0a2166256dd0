import { Controller, HttpCode, Param, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { AcceptsMultipart } from '../../../../../shared/http/body/accepts-multipart.decorator';
import { readMultipartForm, validateFormFields } from '../../../../../shared/http/body/multipart';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { done } from '../../../../../shared/http/envelope';
import { ReviewMessages } from '../../../domain/review-failures';
import { EditReviewForm, EditReviewRequest, ReviewIdPathRequest } from './edit-review.request';
import { EditReviewService } from './edit-review.service';

@ApiTags('reviews')
@ApiSecurity('csrf')
@Controller('api')
export class EditReviewController {
  constructor(private readonly editReview: EditReviewService) {}

  @Put('review/:reviewId')
  @PurgesPublicCache('catalog', 'reviews')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @AcceptsMultipart('review photos')
  @ApiOperation({ summary: 'Edit my review: score, text, photos kept and added (new)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: EditReviewForm })
  @ApiDone(ReviewMessages.edited)
  @ApiBadRequestResponse({ description: 'field rules, CATALOG.REVIEW_TOO_MANY_PHOTOS, CATALOG.REVIEW_PHOTO_INVALID' })
  @ApiNotFoundResponse({ description: 'CATALOG.REVIEW_NOT_FOUND: missing or someone else’s' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async edit(@CurrentMember() member: AuthenticatedMember, @Param() params: ReviewIdPathRequest, @Req() request: FastifyRequest) {
    const form = await readMultipartForm(request);
    const body = await validateFormFields(EditReviewRequest, form.fields);
    orThrow(
      await this.editReview.execute({
        memberId: member.id,
        reviewId: params.reviewId,
        score: body.score,
        contents: body.contents,
        keepPhotos: body.keepPhotos ?? [],
        photos: form.files.map((file) => file.data),
      }),
    );
    return done(ReviewMessages.edited);
  }
}
