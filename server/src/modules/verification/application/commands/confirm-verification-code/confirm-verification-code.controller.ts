import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { VerificationMessages } from '../../../domain/verification-failures';
import { ConfirmedPhoneResponse, ConfirmVerificationCodeRequest } from './confirm-verification-code.request';
import { ConfirmVerificationCodeService } from './confirm-verification-code.service';

@ApiTags('verification')
@ApiSecurity('csrf')
@Controller('api')
export class ConfirmVerificationCodeController {
  constructor(private readonly service: ConfirmVerificationCodeService) {}

  @Post('verification/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: '**new** Confirm the code and get a verification token',
    description:
      'The spec compared codes in the browser; here the server does. A code allows 5 tries and lives 300 s; the answer is a ' +
      'single-use token, good for 30 minutes, bound to the phone, the purpose and (for sign-up) the name and birth date sent here.',
  })
  @ApiEnvelope('dto', ConfirmedPhoneResponse, { description: '인증이 완료되었습니다.' })
  @ApiBadRequestResponse({ description: 'VERIFICATION.CODE_MISMATCH, VERIFICATION.CODE_EXPIRED, VERIFICATION.CODE_NOT_REQUESTED, VERIFICATION.DETAILS_REQUIRED' })
  @ApiTooManyRequestsResponse({ description: 'VERIFICATION.TOO_MANY_TRIES: the sixth try, even when right' })
  async confirm(@Body() body: ConfirmVerificationCodeRequest) {
    const confirmed = orThrow(await this.service.execute({ ...body, purpose: body.purpose ?? 'sign-up' }));
    return envelope(
      'dto',
      { token: confirmed.token, expiresIn: confirmed.expiresIn, expiresAt: confirmed.expiresAt.toISOString(), phone: confirmed.phone },
      VerificationMessages.codeConfirmed,
    );
  }
}
