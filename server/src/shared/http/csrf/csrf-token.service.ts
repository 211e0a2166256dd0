import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_CONFIG, type HttpConfig } from '../../../config/http.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime.config';
import { type CookiePolicy, cookiePolicy } from '../cookies/cookie-policy';

export const CSRF_HEADER = 'x-csrf-token';

/**
 * Signed double-submit: a random value lives in an httpOnly cookie, and the token the
 * page carries in its meta tag is an HMAC of that value. A forged cross-site request
 * sends the cookie but cannot read the page, so it has no token; a token fetched by
 * an attacker for their own cookie does not match the victim's.
 */
@Injectable()
export class CsrfTokenService {
  private readonly cookies: CookiePolicy;

  constructor(
    @Inject(HTTP_CONFIG) private readonly http: HttpConfig,
    @Inject(RUNTIME_CONFIG) runtime: RuntimeConfig,
  ) {
    this.cookies = cookiePolicy(runtime.nodeEnv);
  }

  /** The token for this browser, setting the cookie first when it has none. */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    let seed = request.cookies?.[this.cookies.name('csrf')];
    if (!seed || !/^[A-Za-z0-9_-]{43}$/.test(seed)) {
      seed = randomBytes(32).toString('base64url');
      void reply.setCookie(this.cookies.name('csrf'), seed, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.cookies.secure(request),
        path: '/',
      });
    }
    return this.sign(seed);
  }

  verify(request: FastifyRequest): boolean {
    const seed = request.cookies?.[this.cookies.name('csrf')];
    const header = request.headers[CSRF_HEADER];
    if (!seed || typeof header !== 'string') return false;
    const given = Buffer.from(header);
    // New tokens are signed with CSRF_SECRET only; CSRF_SECRET_PREVIOUS still verifies while keys rotate.
    const secrets = [this.http.csrfSecret, ...(this.http.csrfSecretPrevious ? [this.http.csrfSecretPrevious] : [])];
    return secrets.some((secret) => {
      const expected = Buffer.from(this.sign(seed, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private sign(seed: string, secret = this.http.csrfSecret): string {
    return createHmac('sha256', secret).update(seed).digest('base64url');
  }
}
