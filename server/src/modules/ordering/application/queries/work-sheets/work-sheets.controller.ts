import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ProductionOrderResponse } from '../../production-board-response';
import { WorkSheetsRequest } from './work-sheets.request';
import { WorkSheetsService } from './work-sheets.service';

@ApiTags('back office: production')
@Controller('api')
export class WorkSheetsController {
  constructor(private readonly service: WorkSheetsService) {}

  @Get('production/sheets')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({
    summary: 'The work sheets (작업지시서) of one or more paid orders, for printing',
    description: 'In the order of orderIds (1–50). An unknown id or an order never paid: 404 for the whole request. Access-logged per order (production.sheets).',
  })
  @ApiEnvelope('dto', ProductionOrderResponse, { isArray: true })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND: 주문 정보를 찾을 수 없습니다.' })
  async sheets(@Query() query: WorkSheetsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', orThrow(await this.service.execute(query.orderIds, staffActor(staff, request.ip))));
  }
}
