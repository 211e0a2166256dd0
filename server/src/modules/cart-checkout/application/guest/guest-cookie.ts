import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { type CookiePolicy, cookiePolicy } from '../../../../shared/http/cookies/cookie-policy';
import { GUEST_SESSION_TTL_SECONDS } from '../../domain/guest-session';

/** The guest session's cookie: httpOnly, SameSite=Lax, Secure per the cookie policy, like the member's session. */
@Injectable()
export class GuestCookie {
  private readonly cookies: CookiePolicy;

  constructor(@Inject(RUNTIME_CONFIG) runtime: RuntimeConfig) {
    this.cookies = cookiePolicy(runtime.nodeEnv);
  }

  write(request: FastifyRequest, reply: FastifyReply, token: string): void {
    void reply.setCookie(this.cookies.name('guest'), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.cookies.secure(request),
      path: '/',
      maxAge: GUEST_SESSION_TTL_SECONDS,
    });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(this.cookies.name('guest'), { httpOnly: true, sameSite: 'lax', secure: this.cookies.secure(request), path: '/' });
  }

  read(request: FastifyRequest): string | null {
    const value = request.cookies?.[this.cookies.name('guest')];
    return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
  }
}
