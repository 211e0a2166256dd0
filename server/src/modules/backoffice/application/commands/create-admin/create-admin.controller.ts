import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AdminResponse, toAdminResponse } from '../../admin-response';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { CreateAdminRequest } from './create-admin.request';
import { CreateAdminService } from './create-admin.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api')
export class CreateAdminController {
  constructor(private readonly service: CreateAdminService) {}

  @Post('admins')
  @HttpCode(200)
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'An owner adds an admin account (owner only)' })
  @ApiEnvelope('dto', AdminResponse, { description: 'message 등록되었습니다.' })
  @ApiConflictResponse({ description: 'BACKOFFICE.EMAIL_TAKEN' })
  async create(@Body() body: CreateAdminRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    const account = orThrow(
      await this.service.execute(
        { email: body.email, password: body.adminPass, name: body.adminName, role: body.role, useYn: body.useYn },
        staffActor(admin, request.ip),
      ),
    );
    return envelope('dto', toAdminResponse(account), '등록되었습니다.');
  }
}
