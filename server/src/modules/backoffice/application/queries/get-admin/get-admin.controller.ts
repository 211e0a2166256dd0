import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { ApiException } from '../../../../../shared/http/api-exception';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AdminIdParam } from './admin-id.param';
import { ADMIN_ACCOUNT_REPOSITORY } from '../../../backoffice.di-tokens';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import { AdminResponse, toAdminResponse } from '../../admin-response';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';

@ApiTags('backoffice')
@Controller('api')
export class GetAdminController {
  constructor(@Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort) {}

  @Get('admins/:id')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'One admin account (owner only)' })
  @ApiEnvelope('dto', AdminResponse)
  @ApiNotFoundResponse({ description: 'BACKOFFICE.ADMIN_NOT_FOUND' })
  async get(@Param() params: AdminIdParam) {
    const account = await this.accounts.findById(params.id);
    if (!account) throw ApiException.from(BackofficeFailures.adminNotFound());
    return envelope('dto', toAdminResponse(account));
  }
}
