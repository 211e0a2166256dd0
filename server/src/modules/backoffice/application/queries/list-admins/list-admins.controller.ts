import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { ADMIN_ACCOUNT_REPOSITORY } from '../../../backoffice.di-tokens';
import { AdminResponse, toAdminResponse } from '../../admin-response';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import { ListAdminsRequest } from './list-admins.request';

@ApiTags('backoffice')
@Controller('api')
export class ListAdminsController {
  constructor(@Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort) {}

  @Get('admins')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'Admin accounts, paged and sorted on the server (owner only)' })
  @ApiEnvelope('dto', AdminResponse, { paged: true })
  async list(@Query() query: ListAdminsRequest) {
    const page = await this.accounts.page(query.toPageRequest(), query.toSortOrder());
    return envelope('dto', mapPage(page, toAdminResponse));
  }
}
