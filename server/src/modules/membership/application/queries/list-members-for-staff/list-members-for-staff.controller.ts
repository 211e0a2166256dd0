import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { StaffMemberListItemResponse } from '../../staff-member-response';
import { ListMembersForStaffRequest } from './list-members-for-staff.request';
import { ListMembersForStaffService } from './list-members-for-staff.service';

@ApiTags('backoffice')
@Controller('api')
export class ListMembersForStaffController {
  constructor(private readonly service: ListMembersForStaffService) {}

  @Get('member')
  @StaffAccess()
  @ApiOperation({
    summary: 'Users (members), paged, sorted and searched by name, e-mail or phone (staff)',
    description: 'E-mail and phone are masked (ki***@example.com, 010-****-5678); withdrawn members show none. The look is recorded in the access log (users.list).',
  })
  @ApiEnvelope('dto', StaffMemberListItemResponse, { paged: true })
  async list(@Query() query: ListMembersForStaffRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const page = await this.service.execute({ q: query.q ?? null, sort: query.toSortOrder() }, query.toPageRequest(), staffActor(staff, request.ip));
    return envelope('dto', page);
  }
}
