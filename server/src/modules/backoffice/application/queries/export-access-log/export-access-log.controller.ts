import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportAccessLogRequest } from './export-access-log.request';
import { ExportAccessLogService } from './export-access-log.service';

@ApiTags('backoffice')
@Controller('api/admin')
export class ExportAccessLogController {
  constructor(private readonly service: ExportAccessLogService) {}

  @Get('access-log/export.csv')
  @StaffAccess({ role: 'owner' })
  @CsvExport(
    'access-log.csv',
    'The personal-data access log as CSV, newest first, up to 10,000 rows (owner only)',
    'Same adminId and subjectType as GET /api/admin/access-log. The export is itself recorded (access-log.export).',
  )
  async export(@Query() query: ExportAccessLogRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest): Promise<string> {
    return this.service.execute(query.toFilter(), staffActor(staff, request.ip));
  }
}
