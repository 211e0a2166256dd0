import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { AcceptsMultipart } from '../../../../../shared/http/body/accepts-multipart.decorator';
import { readMultipartForm, validateFormFields } from '../../../../../shared/http/body/multipart';
import { PurgesPublicCache } from '../../../../../shared/http/caching/purges-public-cache.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ReviewMessages } from '../../../domain/review-failures';
import { ReviewWrittenResponse } from '../../responses/review-written.response';
import { WriteReviewForm, WriteReviewRequest } from './write-review.request';
import { WriteReviewService } from './write-review.service';

@ApiTags('reviews')
@ApiSecurity('csrf')
@Controller('api')
export class WriteReviewController {
  constructor(private readonly writeReview: WriteReviewService) {}

  @Post('review')
  @PurgesPublicCache('catalog', 'reviews')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @AcceptsMultipart('review photos')
  @ApiOperation({ summary: 'Review a delivered line of one of my orders (new)', description: 'One review per order line; points by REVIEW_POINTS, once per line.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: WriteReviewForm })
  @ApiEnvelope('dto', ReviewWrittenResponse)
  @ApiBadRequestResponse({ description: 'field rules, CATALOG.REVIEW_NOT_DELIVERED, CATALOG.REVIEW_PHOTO_INVALID (not a JPEG, PNG or WebP by its content)' })
  @ApiNotFoundResponse({ description: 'CATALOG.REVIEW_LINE_NOT_FOUND: not my order, or the goods is not in it' })
  @ApiConflictResponse({ description: 'CATALOG.REVIEW_ALREADY_WRITTEN' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  async write(@CurrentMember() member: AuthenticatedMember, @Req() request: FastifyRequest) {
    const form = await readMultipartForm(request);
    const body = await validateFormFields(WriteReviewRequest, form.fields);
    const written = orThrow(
      await this.writeReview.execute({
        memberId: member.id,
        orderId: body.orderId,
        goodsId: body.goodsId,
        score: body.score,
        contents: body.contents,
        photos: form.files.map((file) => file.data),
      }),
    );
    return envelope('dto', written, ReviewMessages.written);
  }
}
