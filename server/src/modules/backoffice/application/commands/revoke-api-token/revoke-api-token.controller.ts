import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done } from '../../../../../shared/http/envelope';
import { ApiTokenIdParam } from './api-token-id.param';
import { RevokeApiTokenService } from './revoke-api-token.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api/admin')
export class RevokeApiTokenController {
  constructor(private readonly service: RevokeApiTokenService) {}

  @Delete('tokens/:id')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'Revoke an API token at once; revoking again changes nothing (owner only)' })
  @ApiDone('정상적으로 삭제되었습니다.')
  @ApiNotFoundResponse({ description: 'BACKOFFICE.TOKEN_NOT_FOUND' })
  async revoke(@Param() params: ApiTokenIdParam, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    orThrow(await this.service.execute(params.id, staffActor(admin, request.ip)));
    return done('정상적으로 삭제되었습니다.');
  }
}
