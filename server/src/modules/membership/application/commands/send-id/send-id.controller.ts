import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { SendIdRequest } from './send-id.request';
import { SendIdService } from './send-id.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class SendIdController {
  constructor(private readonly service: SendIdService) {}

  @Post('send-id.php')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Text the IDs (e-mails) registered with a confirmed phone to that phone',
    description: 'Needs a token confirmed with purpose find-id for `to`. Same answer whether or not an account exists.',
  })
  @ApiDone('ID정보가 가입 휴대폰으로 발송되었습니다.')
  @ApiBadRequestResponse({ description: 'VERIFICATION.TOKEN_INVALID' })
  async send(@Body() body: SendIdRequest) {
    orThrow(await this.service.execute({ verificationToken: body.verificationToken, to: body.to }));
    return done(MembershipMessages.idSent);
  }
}
