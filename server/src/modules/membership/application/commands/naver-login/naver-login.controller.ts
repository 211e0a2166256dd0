import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { orThrow } from '../../../../../shared/http/api-exception';
import { LoginAnswer } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { clientContext } from '../../services/client-context';
import { NaverLoginQuery } from '../exchange-naver-code/exchange-naver-code.request';
import { clearNaverStateCookie, readNaverStateCookie } from '../start-naver-login/naver-state-cookie';
import { NaverLoginService } from './naver-login.service';

@ApiTags('membership')
@Controller('api')
export class NaverLoginController {
  constructor(
    private readonly service: NaverLoginService,
    private readonly answers: MemberAnswersService,
    private readonly tokens: SessionTokenService,
  ) {}

  @Get('login/naver')
  @ApiOperation({
    summary: 'Log in with the Naver access token from /api/login/naver-token',
    description:
      'Only the token this browser\'s own state was exchanged for is accepted. The member is found by Naver id, else linked by e-mail, ' +
      'else created; the session cookie is set as on a password login.',
  })
  @ApiOkResponse({ type: LoginAnswer })
  @ApiForbiddenResponse({ description: 'MEMBERSHIP.NAVER_STATE_INVALID' })
  @ApiUnauthorizedResponse({ description: 'MEMBERSHIP.NAVER_LOGIN_FAILED' })
  async login(@Query() query: NaverLoginQuery, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginAnswer> {
    const { member, session } = orThrow(
      await this.service.execute({ accessToken: query.accessToken, browserState: readNaverStateCookie(request), ...clientContext(request, this.tokens) }),
    );
    this.tokens.issue(request, reply, session);
    clearNaverStateCookie(request, reply);
    return this.answers.loginAnswer(member);
  }
}
