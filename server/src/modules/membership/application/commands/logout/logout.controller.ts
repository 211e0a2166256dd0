import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { RefuseCrossSite } from '../../../../../shared/http/csrf/refuse-cross-site.decorator';
import { done } from '../../../../../shared/http/envelope';
import { MembershipMessages } from '../../../domain/membership-failures';
import { LogoutService } from './logout.service';

@ApiTags('membership')
@Controller('api')
export class LogoutController {
  constructor(
    private readonly service: LogoutService,
    private readonly tokens: SessionTokenService,
  ) {}

  @Post('logout')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({
    summary: 'Log out: the session is revoked on the server and the cookie cleared',
    description: 'Needs X-CSRF-TOKEN like every POST; no body. Answers 0000 also when nobody was logged in.',
  })
  @ApiDone()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.end(request, reply);
  }

  /** The spec's GET, kept for compatibility: a cross-site request (a link or image on another site) is refused. */
  @Get(['logout', 'logout.php'])
  @RefuseCrossSite()
  @ApiOperation({ summary: 'Log out (the spec\'s GET; prefer POST /api/logout)', description: 'Refused (403) when the browser says the request comes from another site.' })
  @ApiDone()
  async logoutByGet(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.end(request, reply);
  }

  private async end(request: FastifyRequest, reply: FastifyReply) {
    await this.service.execute(this.tokens.read(request)?.jti ?? null);
    this.tokens.clear(request, reply);
    return done(MembershipMessages.loggedOut);
  }
}
