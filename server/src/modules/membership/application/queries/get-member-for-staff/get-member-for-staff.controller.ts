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
import { StaffMemberDetailResponse } from '../../staff-member-response';
import { GetMemberForStaffRequest } from './get-member-for-staff.request';
import { GetMemberForStaffService } from './get-member-for-staff.service';
import { MemberIdParam } from './member-id.param';

@ApiTags('backoffice')
@Controller('api')
export class GetMemberForStaffController {
  constructor(private readonly service: GetMemberForStaffService) {}

  // Static routes under /api/member/ (points, withdraw, coupon_list, index.php, export.csv) win over this one.
  @Get('member/:id')
  @StaffAccess()
  @ApiOperation({
    summary: 'A user (member) in full, with addresses, coupons, orders and points history (staff)',
    description: 'Unmasked, and recorded in the access log (users.detail) with the fields shown. Withdrawn and dormant members show no personal data (notice says why).',
  })
  @ApiEnvelope('dto', StaffMemberDetailResponse)
  @ApiNotFoundResponse({ description: 'MEMBERSHIP.MEMBER_NOT_FOUND' })
  async get(@Param() params: MemberIdParam, @Query() query: GetMemberForStaffRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const detail = orThrow(await this.service.execute(params.id, { orders: query.ordersPage ?? 0, points: query.pointsPage ?? 0 }, staffActor(staff, request.ip)));
    return envelope('dto', detail);
  }
}
