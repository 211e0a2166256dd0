import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { MemberIdParam } from '../../queries/get-member-for-staff/member-id.param';
import { PointAdjustmentResponse } from '../../staff-member-response';
import { AdjustMemberPointsRequest } from './adjust-member-points.request';
import { AdjustMemberPointsService } from './adjust-member-points.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api')
export class AdjustMemberPointsController {
  constructor(private readonly service: AdjustMemberPointsService) {}

  @Post('member/:id/points')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Staff add (+) or take away (−) a member\'s points with a reason; never below zero; audited (staff)' })
  @ApiEnvelope('dto', PointAdjustmentResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.MEMBER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PROMOTIONS.ADJUSTMENT_BELOW_ZERO' })
  async adjust(@Param() params: MemberIdParam, @Body() body: AdjustMemberPointsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const adjusted = orThrow(await this.service.execute(params.id, body.amount, body.reason, staffActor(staff, request.ip)));
    return envelope('dto', adjusted, '정상적으로 수정되었습니다.');
  }
}
