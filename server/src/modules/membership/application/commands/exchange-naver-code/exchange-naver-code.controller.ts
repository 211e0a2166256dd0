import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { orThrow } from '../../../../../shared/http/api-exception';
import { done } from '../../../../../shared/http/envelope';
import { readNaverStateCookie } from '../start-naver-login/naver-state-cookie';
import { ExchangeNaverCodeQuery } from './exchange-naver-code.request';
import { ExchangeNaverCodeService } from './exchange-naver-code.service';

@ApiTags('membership')
@Controller('api')
export class ExchangeNaverCodeController {
  constructor(private readonly service: ExchangeNaverCodeService) {}

  @Get('login/naver-token')
  @ApiOperation({
    summary: 'Trade the Naver callback\'s code for Naver\'s tokens',
    description: '`state` must equal the browser\'s `shop_naver_state` cookie and be unexpired (10 minutes) and unused.',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['result', 'message', 'accessToken', 'refreshToken'],
      properties: { result: { type: 'string', example: '0000' }, message: { type: 'string' }, accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
    },
  })
  @ApiForbiddenResponse({ description: 'MEMBERSHIP.NAVER_STATE_INVALID' })
  @ApiUnauthorizedResponse({ description: 'MEMBERSHIP.NAVER_LOGIN_FAILED: Naver refused the code' })
  async exchange(@Query() query: ExchangeNaverCodeQuery, @Req() request: FastifyRequest) {
    const tokens = orThrow(await this.service.execute({ code: query.code, state: query.state, browserState: readNaverStateCookie(request) }));
    return { ...done(), accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }
}
