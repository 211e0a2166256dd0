import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { parseSex } from '../../../domain/sex';
import { MemberResponse } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { UpdateMemberRequest } from './update-member.request';
import { UpdateMemberService } from './update-member.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateMemberController {
  constructor(
    private readonly service: UpdateMemberService,
    private readonly answers: MemberAnswersService,
  ) {}

  @Put('member.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Change gender and the marketing and news consents',
    description: 'Only for the member themself (403 otherwise). A consent switched on is stored with its time; sex 0 or null is stored as null.',
  })
  @ApiEnvelope('data', MemberResponse, { description: '정상적으로 수정되었습니다.' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN' })
  async update(@CurrentMember() member: AuthenticatedMember, @Body() body: UpdateMemberRequest) {
    assertSameMember(member, body.id);
    const updated = orThrow(
      await this.service.execute({
        memberId: member.id,
        sex: body.sex === undefined ? undefined : parseSex(body.sex),
        marketing: body.termMarketing === undefined ? undefined : body.termMarketing === 'Y',
        news: body.termNews === undefined ? undefined : body.termNews === 'Y',
      }),
    );
    return envelope('data', await this.answers.response(updated), MembershipMessages.updated);
  }
}
