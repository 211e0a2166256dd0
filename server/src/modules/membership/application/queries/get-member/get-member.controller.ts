import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { AllowPendingPasswordChange } from '../../../../../shared/http/auth/allow-pending-password-change.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { MemberResponse } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { GetMemberService } from './get-member.service';

@ApiTags('membership')
@Controller('api')
export class GetMemberController {
  constructor(
    private readonly service: GetMemberService,
    private readonly answers: MemberAnswersService,
  ) {}

  @Get('member/index.php')
  @UseGuards(MemberAuthGuard)
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: 'The logged-in member\'s own record', description: 'memid must be the session\'s member (403 otherwise); 401 without a session.' })
  @ApiQuery({ name: 'memid', example: 12 })
  @ApiEnvelope('data', MemberResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async get(@CurrentMember() member: AuthenticatedMember, @Query('memid') memid: string) {
    assertSameMember(member, memid);
    return envelope('data', await this.answers.response(orThrow(await this.service.execute(member.id))));
  }
}
