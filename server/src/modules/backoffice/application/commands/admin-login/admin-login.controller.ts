import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { AdminDeviceTokenService } from '../../../../../shared/http/auth/staff/admin-device-token.service';
import { AdminSessionTokenService } from '../../../../../shared/http/auth/staff/admin-session-token.service';
import { envelope } from '../../../../../shared/http/envelope';
import { adminEmailKey } from '../../../domain/admin-email';
import { CurrentAdminResponse } from '../../admin-response';
import { AdminLoginRequest } from './admin-login.request';
import { AdminLoginService } from './admin-login.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api/admin')
export class AdminLoginController {
  constructor(
    private readonly service: AdminLoginService,
    private readonly tokens: AdminSessionTokenService,
    private readonly devices: AdminDeviceTokenService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff log in to the back office',
    description:
      'Sets the httpOnly, SameSite=Strict `shop_admin_session` cookie (an admin-audience JWT naming a server-side session); a member\'s ' +
      'session never counts as one. An account whose useYn is N fails like a wrong password. 10 tries per e-mail from one address ' +
      'in 15 minutes, 30 per address, 50 per e-mail (429 past them). A successful login also sets `shop_admin_device`, which marks the ' +
      'browser as known for that account: its later tries count only against it (10 in 15 minutes), so others filling the account\'s ' +
      'limits cannot lock it out.',
  })
  @ApiEnvelope('dto', CurrentAdminResponse)
  @ApiUnauthorizedResponse({ description: 'BACKOFFICE.LOGIN_FAILED: 이메일 또는 비밀번호가 일치하지 않습니다.' })
  @ApiTooManyRequestsResponse({ description: 'BACKOFFICE.LOGIN_THROTTLED' })
  async login(@Body() body: AdminLoginRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const userAgent = request.headers['user-agent'];
    const emailKey = adminEmailKey(body.email);
    const knownDevice = this.devices.read(request, emailKey);
    const { admin, session } = orThrow(
      await this.service.execute({
        email: body.email,
        password: body.password,
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : '',
        previousSessionId: this.tokens.read(request)?.jti ?? null,
        knownDevice,
      }),
    );
    this.tokens.issue(request, reply, session);
    this.devices.issue(request, reply, emailKey, knownDevice);
    return envelope('dto', { id: admin.id, email: admin.email, name: admin.name, role: admin.role });
  }
}
