import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { CsvExport } from '../../../../../shared/http/csv/csv-export.decorator';
import { ExportClaimsRequest } from './export-claims.request';
import { ExportClaimsService } from './export-claims.service';

@ApiTags('back office: claims')
@Controller('api')
export class ExportClaimsController {
  constructor(private readonly service: ExportClaimsService) {}

  // A static segment: Fastify's router tries it before claims/:orderId.
  @Get('claims/export.csv')
  @StaffAccess({ scope: 'orders:read' })
  @CsvExport(
    'claims.csv',
    'Cancels, returns and exchanges as CSV (kind, order, orderer, when, state, reason, words, amounts, decision), up to 10,000 rows',
    'Same kind and status as GET /api/claims, in its order. The look is access-logged (claims.export).',
  )
  async export(@Query() query: ExportClaimsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest): Promise<string> {
    return this.service.execute(query.toFilter(), staffActor(staff, request.ip));
  }
}
