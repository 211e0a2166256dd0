import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { RestoreDormantMemberRequest } from './restore-dormant-member.request';
import { RestoreDormantMemberService } from './restore-dormant-member.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class RestoreDormantMemberController {
  constructor(private readonly service: RestoreDormantMemberService) {}

  @Post('member/dormant/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: '**new**: bring a dormant account back',
    description:
      'After a login answered MEMBERSHIP.DORMANT (403): a token confirmed with purpose `restore-dormant` for the phone on record. ' +
      'The personal data moves back into the live table in one unit; the member then logs in as usual.',
  })
  @ApiDone(MembershipMessages.restored)
  @ApiBadRequestResponse({ description: 'MEMBERSHIP.DORMANT_RESTORE_FAILED, VERIFICATION.TOKEN_INVALID' })
  async restore(@Body() body: RestoreDormantMemberRequest) {
    orThrow(await this.service.execute({ email: body.email, to: body.to, verificationToken: body.verificationToken }));
    return done(MembershipMessages.restored);
  }
}
