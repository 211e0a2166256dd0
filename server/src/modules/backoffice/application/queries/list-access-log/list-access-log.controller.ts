import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ACCESS_LOG } from '../../../backoffice.di-tokens';
import { AccessLogEntryResponse, toAccessLogEntryResponse } from '../../log-responses';
import type { AccessLogPort } from '../../ports/access-log.port';
import { ListAccessLogRequest } from './list-access-log.request';

@ApiTags('backoffice')
@Controller('api/admin')
export class ListAccessLogController {
  constructor(@Inject(ACCESS_LOG) private readonly access: AccessLogPort) {}

  @Get('access-log')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({
    summary: 'Every look at personal data (who, when, from where, whose, what), newest first (owner only)',
    description: 'Kept two years, as the personal-information safeguards ask of a shop this size or larger.',
  })
  @ApiEnvelope('dto', AccessLogEntryResponse, { paged: true })
  async list(@Query() query: ListAccessLogRequest) {
    const page = await this.access.page(query.toPageRequest(), query.toFilter());
    return envelope('dto', mapPage(page, toAccessLogEntryResponse));
  }
}
