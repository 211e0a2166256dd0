import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { MemberResponse } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { GiveConsentsRequest } from './give-consents.request';
import { GiveConsentsService } from './give-consents.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class GiveConsentsController {
  constructor(
    private readonly service: GiveConsentsService,
    private readonly answers: MemberAnswersService,
  ) {}

  @Put('member/consents')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Give the sign-up consents after a first Naver login',
    description:
      'For the member a login answered with `needsConsents: true`. Age 14+, terms and privacy must be Y; marketing and news are optional. ' +
      'A consent already given keeps its first time. Only for the member themself (403 otherwise).',
  })
  @ApiEnvelope('data', MemberResponse, { description: '약관 동의가 저장되었습니다.' })
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.CONSENT_REQUIRED' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN' })
  async give(@CurrentMember() member: AuthenticatedMember, @Body() body: GiveConsentsRequest) {
    assertSameMember(member, body.id);
    const updated = orThrow(
      await this.service.execute({
        memberId: member.id,
        consents: { age: body.age === 'Y', terms: body.terms === 'Y', privacy: body.privacy === 'Y', marketing: body.marketing === 'Y', news: body.news === 'Y' },
      }),
    );
    return envelope('data', await this.answers.response(updated), MembershipMessages.consentsGiven);
  }
}
