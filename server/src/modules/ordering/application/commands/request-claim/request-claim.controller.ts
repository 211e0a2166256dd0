import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { AcceptsMultipart } from '../../../../../shared/http/body/accepts-multipart.decorator';
import { readMultipartForm, validateFormFields } from '../../../../../shared/http/body/multipart';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderResponse, toOrderResponse } from '../../order-response';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { RequestClaimForm, RequestClaimRequest } from './request-claim.request';
import { RequestClaimService } from './request-claim.service';

@ApiTags('ordering')
@Controller('api')
export class RequestClaimController {
  constructor(
    private readonly service: RequestClaimService,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  @Post('order/one/:orderId/claim')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @AcceptsMultipart('return and exchange photos')
  @ApiOperation({
    summary: 'Ask to return or exchange a delivered order (new; the spec has the terms, not the call)',
    description:
      'Within 7 days of delivery. A change of mind is refused for orders made to order (the consent given at checkout); a defect or a wrong item never is. The order becomes RETURN_REQUESTED or EXCHANGE_REQUESTED until staff decide. JSON, or multipart with up to 3 photos (files named `photos`).',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: RequestClaimForm })
  @ApiEnvelope('dto', OrderResponse)
  @ApiBadRequestResponse({
    description: 'COMMON.VALIDATION, ORDERING.CLAIM_DETAIL_LENGTH, ORDERING.CLAIM_PHOTO_INVALID (not a JPEG, PNG or WebP by its content), COMMON.TOO_MANY_FILES',
  })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: "ORDERING.ORDER_NOT_FOUND (someone else's order answers like a missing one)" })
  @ApiConflictResponse({ description: 'ORDERING.CLAIM_NOT_DELIVERED, CLAIM_WINDOW_CLOSED, CLAIM_MADE_TO_ORDER, CLAIM_ALREADY_REQUESTED' })
  @ApiPayloadTooLargeResponse({ description: 'COMMON.FILE_TOO_LARGE (over 10 MB)' })
  async request(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPathRequest, @Req() request: FastifyRequest) {
    const { body, photos } = await this.readBody(request);
    const order = orThrow(await this.service.execute(member.id, params.orderId, { kind: body.kind, reason: body.reason, detail: body.detail, lines: body.lines ?? [], photos }));
    return envelope('dto', toOrderResponse(order, (key) => this.storage.url(key)));
  }

  /** Multipart (with photos) or JSON (without): the same fields through the same ValidationPipe either way. */
  private async readBody(request: FastifyRequest): Promise<{ body: RequestClaimRequest; photos: Buffer[] }> {
    if (!request.isMultipart()) {
      const json = request.body;
      const fields = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, string>) : {};
      return { body: await validateFormFields(RequestClaimRequest, fields), photos: [] };
    }
    const form = await readMultipartForm(request);
    return { body: await validateFormFields(RequestClaimRequest, form.fields), photos: form.files.map((file) => file.data) };
  }
}
