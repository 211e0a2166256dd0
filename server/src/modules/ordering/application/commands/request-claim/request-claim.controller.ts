import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderResponse, toOrderResponse } from '../../order-response';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { RequestClaimRequest } from './request-claim.request';
import { RequestClaimService } from './request-claim.service';

@ApiTags('ordering')
@Controller('api')
export class RequestClaimController {
  constructor(private readonly service: RequestClaimService) {}

  @Post('order/one/:orderId/claim')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Ask to return or exchange a delivered order (new; the spec has the terms, not the call)',
    description:
      'Within 7 days of delivery. A change of mind is refused for orders made to order (the consent given at checkout); a defect or a wrong item never is. The order becomes RETURN_REQUESTED or EXCHANGE_REQUESTED until staff decide.',
  })
  @ApiEnvelope('dto', OrderResponse)
  @ApiBadRequestResponse({ description: 'COMMON.VALIDATION, ORDERING.CLAIM_DETAIL_LENGTH' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: "ORDERING.ORDER_NOT_FOUND (someone else's order answers like a missing one)" })
  @ApiConflictResponse({ description: 'ORDERING.CLAIM_NOT_DELIVERED, CLAIM_WINDOW_CLOSED, CLAIM_MADE_TO_ORDER, CLAIM_ALREADY_REQUESTED' })
  async request(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPathRequest, @Body() body: RequestClaimRequest) {
    const order = orThrow(await this.service.execute(member.id, params.orderId, { kind: body.kind, reason: body.reason, detail: body.detail }));
    return envelope('dto', toOrderResponse(order));
  }
}
