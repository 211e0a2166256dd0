import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { RejectClaimRequest } from './reject-claim.request';
import { RejectClaimService } from './reject-claim.service';

@ApiTags('back office: claims')
@ApiSecurity('csrf')
@Controller('api')
export class RejectClaimController {
  constructor(private readonly service: RejectClaimService) {}

  @Post('claims/:orderId/reject')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({ summary: "Turn the order's open return or exchange down, with the reason the member reads", description: 'Back to DELIVERED. Audited (claim.reject).' })
  @ApiDone('거절되었습니다.')
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.CLAIM_NOT_OPEN' })
  async reject(@Param() params: OrderIdPathRequest, @Body() body: RejectClaimRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.orderId, body.note, staffActor(staff, request.ip)));
    return done('거절되었습니다.');
  }
}
