import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ClaimRowResponse, StaffOrderResponse } from '../../staff-order-response';
import { OrderIdPathRequest } from '../get-order/get-order.request';
import { StaffGetOrderService } from '../staff-get-order/staff-get-order.service';
import { ListClaimsRequest } from './list-claims.request';
import { ListClaimsService } from './list-claims.service';

@ApiTags('back office: claims')
@Controller('api')
export class ListClaimsController {
  constructor(
    private readonly service: ListClaimsService,
    private readonly detail: StaffGetOrderService,
  ) {}

  @Get('claims')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({ summary: 'Cancels (cancelled paid orders), returns and exchanges, open requests first, then newest first' })
  @ApiEnvelope('dto', ClaimRowResponse, { paged: true })
  async list(@Query() query: ListClaimsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', await this.service.execute(query.toFilter(), query.toPageRequest(), staffActor(staff, request.ip)));
  }

  @Get('claims/:orderId')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({ summary: "A request's detail: the order (staff view) with its claim (kind, reason, words, photos, decision) and what is refundable" })
  @ApiEnvelope('dto', StaffOrderResponse)
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  async get(@Param() params: OrderIdPathRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', orThrow(await this.detail.execute(params.orderId, 'claims.detail', staffActor(staff, request.ip))));
  }
}
