import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { CreatedApiTokenResponse, toApiTokenResponse } from '../../api-token-response';
import { CreateApiTokenRequest } from './create-api-token.request';
import { CreateApiTokenService } from './create-api-token.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api/admin')
export class CreateApiTokenController {
  constructor(private readonly service: CreateApiTokenService) {}

  @Post('tokens')
  @HttpCode(200)
  @StaffAccess({ role: 'owner' })
  @ApiOperation({
    summary: 'Create an API token for an integrator (owner only)',
    description: 'The answer holds the token once (`shop_` + 43 characters); the shop keeps only its SHA-256. Send it as Authorization: Bearer.',
  })
  @ApiEnvelope('dto', CreatedApiTokenResponse, { description: 'message 정상적으로 등록되었습니다.' })
  async create(@Body() body: CreateApiTokenRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    const created = await this.service.execute({ name: body.name, scopes: body.scopes, expiresInDays: body.expiresInDays, adminId: admin.id }, staffActor(admin, request.ip));
    return envelope('dto', { ...toApiTokenResponse(created.record, created.record.createdAt, admin.email), token: created.token }, '정상적으로 등록되었습니다.');
  }
}
