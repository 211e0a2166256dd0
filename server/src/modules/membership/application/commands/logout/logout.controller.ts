import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionTokenService } from '../../../../../shared/http/auth/session-token.service';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
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

  @Get(['logout', 'logout.php'])
  @ApiOperation({ summary: 'Log out: the session is revoked on the server and the cookie cleared', description: 'Answers 0000 also when nobody was logged in.' })
  @ApiDone()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.service.execute(this.tokens.read(request)?.jti ?? null);
    this.tokens.clear(request, reply);
    return done(MembershipMessages.loggedOut);
  }
}
