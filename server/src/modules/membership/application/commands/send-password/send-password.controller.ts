import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { SendPasswordRequest } from './send-password.request';
import { SendPasswordService } from './send-password.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class SendPasswordController {
  constructor(private readonly service: SendPasswordService) {}

  @Post('send-pw.php')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Text a temporary password to a confirmed phone',
    description:
      'Needs a token confirmed with purpose find-password for `to`. When `email` and the phone belong to one member, a random temporary password ' +
      'replaces theirs (the next login must choose a new one) and every session ends. Same answer when nothing matched.',
  })
  @ApiDone('PW정보가 가입 휴대폰으로 발송되었습니다.')
  @ApiBadRequestResponse({ description: 'VERIFICATION.TOKEN_INVALID' })
  async send(@Body() body: SendPasswordRequest) {
    orThrow(await this.service.execute({ verificationToken: body.verificationToken, to: body.to, email: body.email }));
    return done(MembershipMessages.passwordSent);
  }
}
