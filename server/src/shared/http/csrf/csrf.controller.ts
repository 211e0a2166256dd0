import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiEnvelope } from '../api-envelope.decorator';
import { envelope } from '../envelope';
import { CsrfTokenService } from './csrf-token.service';

@ApiTags('security')
@Controller('api')
export class CsrfController {
  constructor(private readonly tokens: CsrfTokenService) {}

  @Get('csrf-token')
  @ApiOperation({
    summary: 'Anti-forgery token for clients that do not load index.html',
    description: 'Sets the shop_csrf cookie when missing and returns the token to send as X-CSRF-TOKEN on POST, PUT, PATCH and DELETE.',
  })
  @ApiEnvelope('token', { type: 'string', example: 'k3J9…' })
  token(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return envelope('token', this.tokens.issue(request, reply));
  }
}
