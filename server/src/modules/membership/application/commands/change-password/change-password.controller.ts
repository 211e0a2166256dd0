import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { AllowPendingPasswordChange } from '../../../../../shared/http/auth/allow-pending-password-change.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { MemberPasswordRequest } from '../check-password/check-password.request';
import { ChangePasswordService } from './change-password.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class ChangePasswordController {
  constructor(private readonly service: ChangePasswordService) {}

  @Post('member/change-pass.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @AllowPendingPasswordChange()
  @ApiOperation({
    summary: 'Set a new password',
    description:
      'Needs check-pass.php in this session within 10 minutes, or a login with the temporary password. Same rules as sign-up; ' +
      'the member\'s other sessions are logged out.',
  })
  @ApiDone('정상적으로 수정되었습니다.')
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.PASSWORD_WEAK, MEMBERSHIP.PASSWORD_COMMON, MEMBERSHIP.PASSWORD_UNCHANGED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN (another member), MEMBERSHIP.PASSWORD_CHECK_REQUIRED' })
  async change(@CurrentMember() member: AuthenticatedMember, @Body() body: MemberPasswordRequest) {
    assertSameMember(member, body.id);
    orThrow(await this.service.execute({ memberId: member.id, sessionId: member.sessionId, password: body.password }));
    return done(MembershipMessages.updated);
  }
}
