import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportAuditLogRequest } from './export-audit-log.request';
import { ExportAuditLogService } from './export-audit-log.service';

@ApiTags('backoffice')
@Controller('api/admin')
export class ExportAuditLogController {
  constructor(private readonly service: ExportAuditLogService) {}

  @Get('audit/export.csv')
  @StaffAccess()
  @CsvExport(
    'audit-log.csv',
    'The audit log as CSV, newest first, up to 10,000 rows; before and after as JSON text',
    'Same adminId and targetType as GET /api/admin/audit. Recorded in the access log (audit.export).',
  )
  async export(@Query() query: ExportAuditLogRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest): Promise<string> {
    return this.service.execute(query.toFilter(), staffActor(staff, request.ip));
  }
}
