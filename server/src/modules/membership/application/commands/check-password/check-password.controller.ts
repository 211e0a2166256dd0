import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { AllowPendingPasswordChange } from '../../../../../shared/http/auth/allow-pending-password-change.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { MemberPasswordRequest } from './check-password.request';
import { CheckPasswordService } from './check-password.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class CheckPasswordController {
  constructor(private readonly service: CheckPasswordService) {}

  @Post('member/check-pass.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @AllowPendingPasswordChange()
  @ApiOperation({
    summary: 'Re-enter the current password before changing it',
    description: 'Opens change-pass.php for this session for 10 minutes. Failures count toward the login slow-down.',
  })
  @ApiDone()
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.PASSWORD_MISMATCH: 비밀번호가 일치하지 않습니다.' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  @ApiTooManyRequestsResponse({ description: 'MEMBERSHIP.LOGIN_THROTTLED' })
  async check(@CurrentMember() member: AuthenticatedMember, @Body() body: MemberPasswordRequest, @Req() request: FastifyRequest) {
    assertSameMember(member, body.id);
    orThrow(await this.service.execute({ memberId: member.id, sessionId: member.sessionId, password: body.password, ip: request.ip }));
    return done();
  }
}
