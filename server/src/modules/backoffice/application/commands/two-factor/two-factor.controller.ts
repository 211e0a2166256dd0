import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedAdmin } from '../../../../../shared/application/staff-authenticator.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentAdmin } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done, envelope } from '../../../../../shared/http/envelope';
import { AdminIdParam } from '../../queries/get-admin/admin-id.param';
import { TwoFactorService } from '../../services/two-factor.service';
import { RecoveryCodesResponse, TwoFactorPolicyResponse, TwoFactorSetupResponse, TwoFactorStatusResponse } from '../../two-factor-response';
import { ManageTwoFactorService } from './manage-two-factor.service';
import { ConfirmTwoFactorRequest, TurnOffTwoFactorRequest, TwoFactorPolicyRequest } from './two-factor.requests';

/** Two-factor sign-in (TOTP) for console accounts: one's own, and the owner's policy and resets. */
@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api')
export class TwoFactorController {
  constructor(
    private readonly manage: ManageTwoFactorService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get('admin/me/two-factor')
  @StaffAccess()
  @ApiOperation({ summary: 'Whether the logged-in account has two-factor on, whether the owner requires it, recovery codes left' })
  @ApiEnvelope('dto', TwoFactorStatusResponse)
  async status(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return envelope('dto', await this.twoFactor.status(admin.id));
  }

  @Post('admin/me/two-factor/setup')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI (to show as a QR code)' })
  @ApiEnvelope('dto', TwoFactorSetupResponse)
  @ApiConflictResponse({ description: 'BACKOFFICE.TWO_FACTOR_ALREADY_ON' })
  async setUp(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return envelope('dto', orThrow(await this.manage.setUp(admin)));
  }

  @Post('admin/me/two-factor/confirm')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Turn two-factor on with the app\'s first code; answers ten recovery codes, shown once (audited)' })
  @ApiEnvelope('dto', RecoveryCodesResponse)
  @ApiUnauthorizedResponse({ description: 'BACKOFFICE.OTP_FAILED' })
  @ApiConflictResponse({ description: 'BACKOFFICE.TWO_FACTOR_NOT_SET_UP, BACKOFFICE.TWO_FACTOR_ALREADY_ON' })
  async confirm(@Body() body: ConfirmTwoFactorRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    return envelope('dto', { recoveryCodes: orThrow(await this.manage.confirm(admin, request.ip, body.otp)) }, '2단계 인증을 켰습니다.');
  }

  @Post('admin/me/two-factor/off')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Turn one\'s own two-factor off, with the password (refused while the owner requires it; audited)' })
  @ApiDone('2단계 인증을 껐습니다.')
  @ApiUnauthorizedResponse({ description: 'BACKOFFICE.PASSWORD_MISMATCH' })
  @ApiConflictResponse({ description: 'BACKOFFICE.TWO_FACTOR_REQUIRED' })
  async turnOff(@Body() body: TurnOffTwoFactorRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    orThrow(await this.manage.turnOff(admin, request.ip, body.password));
    return done('2단계 인증을 껐습니다.');
  }

  @Put('admin/two-factor-policy')
  @StaffAccess({ role: 'owner' })
  @ApiOperation({
    summary: 'Require two-factor for every console account (owner only; audited)',
    description: 'Accounts without an authenticator set one up at their next sign-in. Turning it on needs the owner\'s own two-factor on.',
  })
  @ApiEnvelope('dto', TwoFactorPolicyResponse)
  @ApiConflictResponse({ description: 'BACKOFFICE.TWO_FACTOR_OWNER_FIRST' })
  async setPolicy(@Body() body: TwoFactorPolicyRequest, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    return envelope('dto', orThrow(await this.manage.setRequired(admin, request.ip, body.required)), '정상적으로 저장되었습니다.');
  }

  @Post('admins/:id/two-factor/reset')
  @HttpCode(200)
  @StaffAccess({ role: 'owner' })
  @ApiOperation({ summary: 'Forget an account\'s authenticator after a lost phone, and end its sessions (owner only; audited)' })
  @ApiDone('2단계 인증을 초기화했습니다.')
  @ApiNotFoundResponse({ description: 'BACKOFFICE.ADMIN_NOT_FOUND' })
  async reset(@Param() params: AdminIdParam, @CurrentAdmin() admin: AuthenticatedAdmin, @Req() request: FastifyRequest) {
    orThrow(await this.manage.reset(admin, request.ip, params.id));
    return done('2단계 인증을 초기화했습니다.');
  }
}
