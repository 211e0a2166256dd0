import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { NAVER_CONFIG, type NaverLoginConfig } from '../../../../config/naver.config';
import { AcceptsFormBody } from '../../../../shared/http/body/accepts-form-body.decorator';
import { CsrfExempt } from '../../../../shared/http/csrf/csrf-exempt.decorator';
import { SANDBOX_PATH, field } from './naver-sandbox.consent';
import { NaverSandboxStore } from './naver-sandbox.store';

/**
 * Naver's token endpoint (nid.naver.com/oauth2.0/token, GET or POST, parameters in the query or
 * a form body) and profile API (openapi.naver.com/v1/nid/me), in Naver's shapes, for the real
 * adapter to call over HTTP. Mounted only with NAVER_MODE=sandbox (see app.module.ts).
 */
@ApiExcludeController()
@Controller(SANDBOX_PATH.slice(1))
export class NaverSandboxApiController {
  constructor(
    @Inject(NAVER_CONFIG) private readonly naver: NaverLoginConfig,
    private readonly store: NaverSandboxStore,
  ) {}

  @Get('oauth2.0/token')
  tokenByQuery(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    this.token(request.query, reply);
  }

  @Post('oauth2.0/token')
  @CsrfExempt('plays Naver\'s token endpoint: called server to server, authenticated by the client secret')
  @AcceptsFormBody('Naver\'s token endpoint takes its parameters as a form body')
  tokenByForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    this.token({ ...(request.query as object), ...body }, reply);
  }

  @Get('v1/nid/me')
  profile(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const accessToken = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const profile = accessToken ? this.store.profileFor(accessToken) : null;
    if (!profile) return this.json(reply, 401, { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' });
    this.json(reply, 200, { resultcode: '00', message: 'success', response: profile });
  }

  /** Naver answers its errors with 200 and `{ error, error_description }`; so does the sandbox. */
  private token(params: unknown, reply: FastifyReply): void {
    if (field(params, 'grant_type') !== 'authorization_code') {
      return this.json(reply, 200, { error: 'unsupported_grant_type', error_description: 'the sandbox supports grant_type=authorization_code only' });
    }
    if (field(params, 'client_id') !== this.naver.clientId || !sameSecret(field(params, 'client_secret'), this.naver.clientSecret)) {
      return this.json(reply, 200, { error: 'invalid_request', error_description: 'wrong client id / client secret pair' });
    }
    const tokens = this.store.redeemCode(field(params, 'code'), field(params, 'state'));
    if (!tokens) return this.json(reply, 200, { error: 'invalid_request', error_description: 'no valid data in session' });
    this.json(reply, 200, tokens);
  }

  private json(reply: FastifyReply, status: number, body: object): void {
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(body));
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && expected.length > 0 && timingSafeEqual(a, b);
}
