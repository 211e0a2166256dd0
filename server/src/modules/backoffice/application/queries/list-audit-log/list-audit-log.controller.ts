import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AUDIT_LOG } from '../../../backoffice.di-tokens';
import { AuditLogEntryResponse, toAuditLogEntryResponse } from '../../log-responses';
import type { AuditLogPort } from '../../ports/audit-log.port';
import { ListAuditLogRequest } from './list-audit-log.request';

@ApiTags('backoffice')
@Controller('api/admin')
export class ListAuditLogController {
  constructor(@Inject(AUDIT_LOG) private readonly audit: AuditLogPort) {}

  @Get('audit')
  @StaffAccess()
  @ApiOperation({ summary: 'Every change staff made (who, what, when, from where, before and after), newest first' })
  @ApiEnvelope('dto', AuditLogEntryResponse, { paged: true })
  async list(@Query() query: ListAuditLogRequest) {
    const page = await this.audit.page(query.toPageRequest(), query.toFilter());
    return envelope('dto', mapPage(page, toAuditLogEntryResponse));
  }
}
