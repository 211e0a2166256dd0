import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { orThrow } from '../../../../../shared/http/api-exception';
import { LoginAnswer } from '../../member-response';
import { MemberAnswersService } from '../../services/member-answers.service';
import { clientContext } from '../../services/client-context';
import { LoginRequest } from './login.request';
import { LoginService } from './login.service';

@ApiTags('membership')
@ApiSecurity('csrf')
@Controller('api')
export class LoginController {
  constructor(
    private readonly service: LoginService,
    private readonly answers: MemberAnswersService,
    private readonly tokens: SessionTokenService,
  ) {}

  @Post('member/login.php')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password',
    description:
      'Sets the httpOnly `shop_session` cookie (a signed JWT naming a new server-side session; the browser\'s previous one is revoked). ' +
      'After 10 failures for one e-mail from one address in 15 minutes, or 50 from one address, tries from that address answer 429 ' +
      'until the window frees up; an e-mail failing from many addresses is slowed down, and refused from everywhere at 100.',
  })
  @ApiOkResponse({ type: LoginAnswer, description: 'the member at the top level of the envelope' })
  @ApiUnauthorizedResponse({ description: 'MEMBERSHIP.LOGIN_FAILED: 아이디 또는 비밀번호가 일치하지 않습니다.' })
  @ApiTooManyRequestsResponse({ description: 'MEMBERSHIP.LOGIN_THROTTLED' })
  async login(@Body() body: LoginRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginAnswer> {
    const { member, session } = orThrow(await this.service.execute({ email: body.email, password: body.password, ...clientContext(request, this.tokens) }));
    this.tokens.issue(request, reply, session);
    return this.answers.loginAnswer(member);
  }
}
