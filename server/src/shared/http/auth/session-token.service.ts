import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { verifyRotatingJwt } from './rotating-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_CONFIG, type SessionConfig } from '../../../config/session.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime.config';
import { CLOCK, type ClockPort } from '../../application/clock.port';
import { type CookiePolicy, cookiePolicy } from '../cookies/cookie-policy';
import type { SessionJwtPayload } from '../../application/session-verifier.port';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';

export interface IssuedSession {
  memberId: number;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Signs the session JWT and puts it in the cookie. Issue and expiry come from the
 * CLOCK, like the session row they mirror, so tests that move time see the same
 * expiry on both.
 */
@Injectable()
export class SessionTokenService {
  private readonly cookies: CookiePolicy;

  constructor(
    private readonly jwt: JwtService,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(RUNTIME_CONFIG) runtime: RuntimeConfig,
    @Inject(SESSION_CONFIG) private readonly session: SessionConfig,
  ) {
    this.cookies = cookiePolicy(runtime.nodeEnv);
  }

  issue(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.floor(session.expiresAt.getTime() / 1000);
    const payload: SessionJwtPayload = { sub: String(session.memberId), jti: session.sessionId, iat, exp };
    writeSessionCookie(this.cookies, request, reply, this.jwt.sign(payload), Math.max(exp - iat, 1));
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    clearSessionCookie(this.cookies, request, reply);
  }

  /** The claims of the cookie's token when its signature is ours (expired or not), else null. */
  read(request: FastifyRequest): SessionJwtPayload | null {
    const token = readSessionCookie(this.cookies, request);
    if (!token) return null;
    try {
      const payload = verifyRotatingJwt<SessionJwtPayload>(this.jwt, this.session, token, { algorithms: ['HS256'], ignoreExpiration: true });
      return typeof payload.sub === 'string' && typeof payload.jti === 'string' ? payload : null;
    } catch {
      return null;
    }
  }
}
