import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { NOT_LOGGED_IN } from '../../../../../shared/http/auth/member-auth.guard';
import type { StaffRequest } from '../../../../../shared/http/auth/staff/staff-auth.guard';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderResponse } from '../../order-response';
import { StaffOrderResponse } from '../../staff-order-response';
import { StaffGetOrderService } from '../staff-get-order/staff-get-order.service';
import { MemberOrStaffGuard } from '../staff-get-order/member-or-staff.guard';
import { OrderIdPathRequest } from './get-order.request';
import { GetOrderService } from './get-order.service';

@ApiTags('ordering')
@Controller('api')
export class GetOrderController {
  constructor(
    private readonly service: GetOrderService,
    private readonly staffView: StaffGetOrderService,
  ) {}

  @Get('order/one/:orderId')
  @UseGuards(MemberOrStaffGuard)
  @ApiSecurity('admin-session')
  @ApiBearerAuth('api-token')
  @ApiOperation({
    summary: "One of the member's own orders (My Page detail); any order for staff (the back office's order detail)",
    description:
      "A member: their own order only; another member's answers 404, like an unknown id. An admin session or an orders:read token: any order, " +
      "the staff view (view 'staff': plus memberId, carrierCode, refundable, staffPayments with the spec's cancled Y/N), the look access-logged (orders.detail).",
  })
  @ApiExtraModels(OrderResponse, StaffOrderResponse)
  @ApiEnvelope('dto', { anyOf: [{ $ref: getSchemaPath(OrderResponse) }, { $ref: getSchemaPath(StaffOrderResponse) }] })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.STAFF_FORBIDDEN: 권한이 없습니다. (an API token without orders:read)' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND: 주문 정보를 찾을 수 없습니다.' })
  async get(@Req() request: FastifyRequest & StaffRequest & { user?: AuthenticatedMember }, @Param() params: OrderIdPathRequest) {
    if (request.staff) return envelope('dto', orThrow(await this.staffView.execute(params.orderId, 'orders.detail', staffActor(request.staff, request.ip))));
    if (!request.user) throw NOT_LOGGED_IN;
    return envelope('dto', orThrow(await this.service.execute(request.user.id, params.orderId)));
  }
}
