import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { ExportMembersRequest, exportSort } from './export-members.request';
import { ExportMembersService } from './export-members.service';

@ApiTags('backoffice')
@Controller('api')
export class ExportMembersController {
  constructor(private readonly service: ExportMembersService) {}

  @Get('member/export.csv')
  @StaffAccess()
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="users.csv"')
  @Header('cache-control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Users as CSV, masked like the list, up to 10,000 rows (staff)',
    description: 'Same q and sort as GET /api/member. Recorded in the access log (users.export).',
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a byte order mark', content: { 'text/csv': { schema: { type: 'string' } } } })
  async export(@Query() query: ExportMembersRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest): Promise<string> {
    return this.service.execute({ q: query.q ?? null, sort: exportSort(query) }, staffActor(staff, request.ip));
  }
}
