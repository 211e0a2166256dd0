import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { StaffOrderRowResponse } from '../../staff-order-response';
import { StaffListOrdersRequest } from './staff-list-orders.request';
import { StaffListOrdersService } from './staff-list-orders.service';

@ApiTags('back office: orders')
@Controller('api')
export class StaffListOrdersController {
  constructor(private readonly service: StaffListOrdersService) {}

  @Get('order')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({
    summary: "Every member's paid orders (the back office's order list), paged and sorted",
    description:
      "Filters (the CSV export's): the search box `q` (part of the order number, the orderer's name or e-mail, or a phone number in any format), " +
      'a period of days in Korea, the tab, the payment method, made to order or not, the whole order number, one status. The tabs\' counts: GET /api/order/tab-counts. ' +
      'The look is access-logged (orders.list); `q` is never written to the request log.',
  })
  @ApiEnvelope('dto', StaffOrderRowResponse, { paged: true })
  async list(@Query() query: StaffListOrdersRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const page = await this.service.execute(query.toFilter(), query.toPageRequest(), query.toSortOrder(), staffActor(staff, request.ip));
    return envelope('dto', page);
  }
}
