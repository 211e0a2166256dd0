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
import { OrderIdPath } from '../../requests/order-id.path';
import { StaffCancelOrderRequest } from './staff-cancel-order.request';
import { StaffCancelOrderService } from './staff-cancel-order.service';

@ApiTags('back office: orders')
@ApiSecurity('csrf')
@Controller('api')
export class StaffCancelOrderController {
  constructor(private readonly service: StaffCancelOrderService) {}

  @Post('order/:orderId/staff-cancel')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({
    summary: 'Staff cancel a paid order before it ships: the refund follows, then the coupon and points',
    description:
      'PREPARING only; one unit of work with the refund written and the audit entry. The provider refunds after the commit (a job, retried); ' +
      'a refund that still fails shows on the order and the dashboard. A payment another gateway took: 503, nothing changes.',
  })
  @ApiDone('주문이 취소되었습니다.')
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.STAFF_CANCEL_REFUSED, ORDERING.ALREADY_CANCELLED' })
  @ApiServiceUnavailableResponse({ description: 'CHECKOUT.REFUND_FAILED' })
  async cancel(@CurrentStaff() staff: AuthenticatedStaff, @Param() params: OrderIdPath, @Body() body: StaffCancelOrderRequest, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.orderId, body.reason ?? '', staffActor(staff, request.ip)));
    return done('주문이 취소되었습니다.');
  }
}
