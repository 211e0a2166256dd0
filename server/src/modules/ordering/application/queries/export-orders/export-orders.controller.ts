import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { ExportOrdersRequest } from './export-orders.request';
import { ExportOrdersService } from './export-orders.service';

@ApiTags('back office: orders')
@Controller('api')
export class ExportOrdersController {
  constructor(private readonly service: ExportOrdersService) {}

  @Get('order/export.csv')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({
    summary: "The courier's sheet: recipient, phone, address, detail, request and lines of the period's orders (CSV, UTF-8 with BOM)",
    description: 'At most 5,000 orders, oldest first. The look is access-logged (orders.export).',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: { type: 'string' } } } })
  async export(@Query() query: ExportOrdersRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.service.execute(query.toFilter(), staffActor(staff, request.ip));
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${query.from ?? 'all'}-${query.to ?? 'all'}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
