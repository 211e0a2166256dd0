import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { AdminSessionTokenService } from '../../../../../shared/http/auth/staff/admin-session-token.service';
import { done } from '../../../../../shared/http/envelope';
import { AdminSessionsService } from '../../services/admin-sessions.service';

@ApiTags('backoffice')
@ApiSecurity('csrf')
@Controller('api/admin')
export class AdminLogoutController {
  constructor(
    private readonly sessions: AdminSessionsService,
    private readonly tokens: AdminSessionTokenService,
  ) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff log out: the session row is revoked and the cookie cleared (also when already logged out)' })
  @ApiDone()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const payload = this.tokens.read(request);
    if (payload) await this.sessions.revoke(payload.jti);
    this.tokens.clear(request, reply);
    return done();
  }
}
