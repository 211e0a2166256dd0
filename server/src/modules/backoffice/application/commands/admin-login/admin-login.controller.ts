import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { AdminDeviceTokenService } from '../../../../../shared/http/auth/staff/admin-device-token.service';
import { AdminSessionTokenService } from '../../../../../shared/http/auth/staff/admin-session-token.service';
import { envelope } from '../../../../../shared/http/envelope';
import { adminEmailKey } from '../../../domain/admin-email';
import { AdminLoginResponse } from '../../admin-response';
import { TwoFactorSetupResponse } from '../../two-factor-response';
import { TwoFactorSignInSetupRequest } from './two-factor-setup.request';
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
      'limits cannot lock it out. With two-factor on for the account, `otp` carries the authenticator\'s code or a recovery code ' +
      '(401 BACKOFFICE.OTP_REQUIRED without it, BACKOFFICE.OTP_FAILED when wrong; a wrong code counts as a wrong try). Where the owner ' +
      'requires two-factor, an account without it gets 401 BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED: it sets up an authenticator ' +
      '(POST /api/admin/login/two-factor-setup) and signs in with its first code, which answers `recoveryCodes` once.',
  })
  @ApiEnvelope('dto', AdminLoginResponse)
  @ApiUnauthorizedResponse({ description: 'BACKOFFICE.LOGIN_FAILED: 이메일 또는 비밀번호가 일치하지 않습니다. BACKOFFICE.OTP_REQUIRED, BACKOFFICE.OTP_FAILED, BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED' })
  @ApiTooManyRequestsResponse({ description: 'BACKOFFICE.LOGIN_THROTTLED' })
  async login(@Body() body: AdminLoginRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const userAgent = request.headers['user-agent'];
    const emailKey = adminEmailKey(body.email);
    const knownDevice = this.devices.read(request, emailKey);
    const { admin, session, recoveryCodes } = orThrow(
      await this.service.execute({
        email: body.email,
        password: body.password,
        otp: body.otp ?? null,
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : '',
        previousSessionId: this.tokens.read(request)?.jti ?? null,
        knownDevice,
      }),
    );
    this.tokens.issue(request, reply, session);
    this.devices.issue(request, reply, emailKey, knownDevice);
    return envelope('dto', { id: admin.id, email: admin.email, name: admin.name, role: admin.role, ...(recoveryCodes ? { recoveryCodes } : {}) });
  }

  @Post('login/two-factor-setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set up an authenticator while signing in, where the owner requires two-factor',
    description:
      'With the account\'s password (counted like a sign-in, same limits): a new TOTP secret for an account without a confirmed ' +
      'authenticator. Signing in with its first code (POST /api/admin/login with `otp`) confirms it. 409 when one is on already.',
  })
  @ApiEnvelope('dto', TwoFactorSetupResponse)
  @ApiUnauthorizedResponse({ description: 'BACKOFFICE.LOGIN_FAILED' })
  @ApiConflictResponse({ description: 'BACKOFFICE.TWO_FACTOR_ALREADY_ON' })
  @ApiTooManyRequestsResponse({ description: 'BACKOFFICE.LOGIN_THROTTLED' })
  async setUpAtSignIn(@Body() body: TwoFactorSignInSetupRequest, @Req() request: FastifyRequest) {
    const setup = orThrow(
      await this.service.startSetup({ email: body.email, password: body.password, ip: request.ip, knownDevice: this.devices.read(request, adminEmailKey(body.email)) }),
    );
    return envelope('dto', setup);
  }
}
