import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { API_TOKEN_REPOSITORY } from '../../../backoffice.di-tokens';
import { ApiTokenResponse, toApiTokenResponse } from '../../api-token-response';
import type { ApiTokenRepositoryPort } from '../../ports/api-token.repository.port';
import { ListApiTokensRequest } from './list-api-tokens.request';

@ApiTags('backoffice')
@Controller('api/admin')
export class ListApiTokensController {
  constructor(
    @Inject(API_TOKEN_REPOSITORY) private readonly tokens: ApiTokenRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  @Get('tokens')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'Integrators\' API tokens, newest first: name, prefix, scopes, expiry, creator, last use, revocation (owner only)' })
  @ApiEnvelope('dto', ApiTokenResponse, { paged: true })
  async list(@Query() query: ListApiTokensRequest) {
    const now = this.clock.now();
    return envelope('dto', mapPage(await this.tokens.page(query.toPageRequest()), (token) => toApiTokenResponse(token, now)));
  }
}
