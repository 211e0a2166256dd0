import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { ApproveClaimRequest } from './approve-claim.request';
import { ApproveClaimService } from './approve-claim.service';

@ApiTags('back office: claims')
@ApiSecurity('csrf')
@Controller('api')
export class ApproveClaimController {
  constructor(private readonly service: ApproveClaimService) {}

  @Post('claims/:orderId/approve')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({
    summary: "Approve the order's open return (refund, in part allowed) or exchange (no refund)",
    description:
      'One decision per request: two approvals at once refund once (the second: 409 ORDERING.CLAIM_NOT_OPEN). The refund is written with the ' +
      'decision and given back by the provider after the commit (a job, retried); the coupon and points settle once it confirmed.',
  })
  @ApiDone('승인되었습니다.')
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.CLAIM_NOT_OPEN' })
  @ApiServiceUnavailableResponse({ description: 'CHECKOUT.REFUND_FAILED' })
  async approve(@CurrentStaff() staff: AuthenticatedStaff, @Param() params: OrderIdPathRequest, @Body() body: ApproveClaimRequest, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.orderId, body.refundAmount ?? null, staffActor(staff, request.ip), body.exchangeTrackingNumber ?? null));
    return done('승인되었습니다.');
  }
}
