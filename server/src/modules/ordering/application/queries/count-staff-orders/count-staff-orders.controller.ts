import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ExportOrdersRequest } from '../export-orders/export-orders.request';
import { CountStaffOrdersService } from './count-staff-orders.service';
import { StaffOrderTabCountsResponse } from './staff-order-tab-counts.response';

@ApiTags('back office: orders')
@Controller('api')
export class CountStaffOrdersController {
  constructor(private readonly service: CountStaffOrdersService) {}

  // A static segment beside order/{memberId}: Fastify's router tries it first.
  @Get('order/tab-counts')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({
    summary: "How many paid orders each tab of the back office's order list holds",
    description: 'Takes the list\'s filters (the search box, period, payment method, made to order); `tab` is left aside. One query.',
  })
  @ApiEnvelope('dto', StaffOrderTabCountsResponse)
  async count(@Query() query: ExportOrdersRequest) {
    return envelope('dto', await this.service.execute(query.toFilter()));
  }
}
