import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { StageMovesResponse } from '../../production-board-response';
import { MoveProductionStageRequest } from './move-production-stage.request';
import { MoveProductionStageService } from './move-production-stage.service';

export const STAGE_MOVED = '제작 단계가 변경되었습니다.';
export const STAGE_PARTLY_MOVED = '일부 주문은 제작 단계를 변경하지 못했습니다.';

@ApiTags('back office: production')
@ApiSecurity('csrf')
@Controller('api')
export class MoveProductionStageController {
  constructor(private readonly service: MoveProductionStageService) {}

  @Post('production/moves')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({
    summary: 'Move one or more orders on the workshop\'s board to a stage (forward freely, back only with a reason)',
    description:
      'Every order is checked before any moves: unknown → 404; not on the board → 409 ORDERING.NOT_IN_PRODUCTION; already there → 409 ORDERING.SAME_STAGE; ' +
      'back without a reason → 400 ORDERING.STAGE_REASON_REQUIRED; and nothing changes. Then each order moves in its own unit of work with its timeline ' +
      `entry and its audit entry (order.stage); one that another change reached meanwhile is listed in failed (message ${STAGE_PARTLY_MOVED}).`,
  })
  @ApiEnvelope('dto', StageMovesResponse, { description: `message ${STAGE_MOVED}` })
  @ApiBadRequestResponse({ description: 'ORDERING.STAGE_REASON_REQUIRED: 이전 제작 단계로 되돌리려면 사유를 입력해주세요.; COMMON.INVALID_INPUT' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND: 주문 정보를 찾을 수 없습니다.' })
  @ApiConflictResponse({ description: 'ORDERING.NOT_IN_PRODUCTION: 제작 중인 주문이 아닙니다.; ORDERING.SAME_STAGE: 이미 해당 제작 단계입니다.' })
  async move(@Body() body: MoveProductionStageRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const moves = orThrow(await this.service.execute(body.orderIds, body.stage, body.reason ?? '', staffActor(staff, request.ip)));
    return envelope('dto', moves, moves.failed.length > 0 ? STAGE_PARTLY_MOVED : STAGE_MOVED);
  }
}
