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
import { StartReturnPickupRequest } from './start-return-pickup.request';
import { StartReturnPickupService } from './start-return-pickup.service';

@ApiTags('back office: claims')
@ApiSecurity('csrf')
@Controller('api')
export class StartReturnPickupController {
  constructor(private readonly service: StartReturnPickupService) {}

  @Post('claims/:orderId/pickup')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({ summary: "Start the pickup of the order's open return (회수 중)", description: 'No refund yet (that is the inspection: approve). Audited (claim.pickup).' })
  @ApiDone('회수를 시작했습니다.')
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.CLAIM_NOT_OPEN, ORDERING.CLAIM_NOT_RETURN, ORDERING.CLAIM_PICKUP_STARTED' })
  async pickup(@Param() params: OrderIdPathRequest, @Body() body: StartReturnPickupRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.orderId, body.trackingNumber ?? null, staffActor(staff, request.ip)));
    return done('회수를 시작했습니다.');
  }
}
