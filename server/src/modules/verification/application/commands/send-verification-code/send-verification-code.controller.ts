import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { VerificationMessages } from '../../../domain/verification-failures';
import { SendVerificationCodeRequest, SentCodeResponse } from './send-verification-code.request';
import { SendVerificationCodeService } from './send-verification-code.service';

@ApiTags('verification')
@ApiSecurity('csrf')
@Controller('api')
export class SendVerificationCodeController {
  constructor(private readonly service: SendVerificationCodeService) {}

  @Post('send-one.php')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Text a 6-digit code to a Korean mobile number',
    description:
      'The server draws the code (a `number` in the body is ignored) and keeps only its digest for 300 seconds. ' +
      'Limits: one code per number every 60 s, 5 per number and 10 per IP address in 24 h / 1 h, and a global daily cap; beyond them 429.',
  })
  @ApiEnvelope('dto', SentCodeResponse, { description: '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.' })
  @ApiTooManyRequestsResponse({ description: 'result 4290 with a Korean message (cool-down, daily or hourly limit)' })
  async send(@Body() body: SendVerificationCodeRequest, @Req() request: FastifyRequest) {
    const sent = orThrow(await this.service.execute({ to: body.to, purpose: body.purpose ?? 'sign-up', ip: request.ip }));
    return envelope('dto', { expiresIn: sent.expiresIn, expiresAt: sent.expiresAt.toISOString() }, VerificationMessages.codeSent);
  }
}
