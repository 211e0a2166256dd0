import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ProductionBoardResponse } from '../../production-board-response';
import { ProductionBoardRequest } from './production-board.request';
import { ProductionBoardService } from './production-board.service';

@ApiTags('back office: production')
@Controller('api')
export class ProductionBoardController {
  constructor(private readonly service: ProductionBoardService) {}

  @Get('production')
  @StaffAccess({ scope: 'orders:read' })
  @ApiOperation({
    summary: "The workshop's board: paid made-to-order orders being made, by stage, with their dispatch days",
    description:
      'Orders that are PREPARING with a production stage (주문확인 → 재단 → 봉제 → 마감·검수 → 출고대기), the earliest due first, at most 200. ' +
      'overdue=Y: only those past their due day (Korea). The stage counts and the overdue count are the whole board\'s. Access-logged (production.board).',
  })
  @ApiEnvelope('dto', ProductionBoardResponse)
  async board(@Query() query: ProductionBoardRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    return envelope('dto', await this.service.execute({ stage: query.stage, overdue: query.overdue === 'Y' }, staffActor(staff, request.ip)));
  }
}
