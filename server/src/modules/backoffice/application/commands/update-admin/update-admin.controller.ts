import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AdminResponse, toAdminResponse } from '../../admin-response';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { UpdateAdminRequest } from './update-admin.request';
import { UpdateAdminService } from './update-admin.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateAdminController {
  constructor(private readonly service: UpdateAdminService) {}

  @Put('admins')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({
    summary: 'An owner edits an admin account (owner only)',
    description: 'adminPass null keeps the password. The last owner in use cannot be demoted or taken out of use; out of use or a new password ends the account\'s sessions.',
  })
  @ApiEnvelope('dto', AdminResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiNotFoundResponse({ description: 'BACKOFFICE.ADMIN_NOT_FOUND' })
  @ApiConflictResponse({ description: 'BACKOFFICE.EMAIL_TAKEN, BACKOFFICE.LAST_OWNER' })
  async update(@Body() body: UpdateAdminRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    const account = orThrow(
      await this.service.execute(
        { id: body.id, email: body.email, password: body.adminPass || null, name: body.adminName, role: body.role, useYn: body.useYn },
        staffActor(admin, request.ip),
      ),
    );
    return envelope('dto', toAdminResponse(account), '정상적으로 수정되었습니다.');
  }
}
