import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportAdminsRequest } from './export-admins.request';
import { ExportAdminsService } from './export-admins.service';

@ApiTags('backoffice')
@Controller('api')
export class ExportAdminsController {
  constructor(private readonly service: ExportAdminsService) {}

  // A static segment: Fastify's router tries it before admins/:id.
  @Get('admins/export.csv')
  @StaffAccess({ role: 'owner' })
  @CsvExport('admins.csv', 'Admin accounts as CSV, up to 10,000 rows (owner only)', 'Same sort as GET /api/admins; never a password hash. Recorded in the access log (admins.export).')
  async export(@Query() query: ExportAdminsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest): Promise<string> {
    return this.service.execute(query.toSortOrder(), staffActor(staff, request.ip));
  }
}
