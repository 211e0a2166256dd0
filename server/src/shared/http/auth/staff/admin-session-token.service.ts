import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { verifyRotatingJwt } from '../rotating-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_CONFIG, type SessionConfig } from '../../../../config/session.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { CLOCK, type ClockPort } from '../../../application/clock.port';
import type { StaffSessionJwtPayload } from '../../../application/staff-authenticator.port';
import { type CookiePolicy, cookiePolicy } from '../../cookies/cookie-policy';

export interface IssuedAdminSession {
  adminId: number;
  sessionId: string;
  expiresAt: Date;
}

/**
 * The admin session cookie: a JWT for the `admin` audience naming an admin_session row, httpOnly and SameSite=Strict
 * (the console never needs it on a navigation from another site). Members' tokens carry no audience and live in
 * another cookie, so neither kind of session can stand in for the other.
 */
@Injectable()
export class AdminSessionTokenService {
  private readonly cookies: CookiePolicy;

  constructor(
    private readonly jwt: JwtService,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(RUNTIME_CONFIG) runtime: RuntimeConfig,
    @Inject(SESSION_CONFIG) private readonly session: SessionConfig,
  ) {
    this.cookies = cookiePolicy(runtime.nodeEnv);
  }

  issue(request: FastifyRequest, reply: FastifyReply, session: IssuedAdminSession): void {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.floor(session.expiresAt.getTime() / 1000);
    const payload: StaffSessionJwtPayload = { sub: String(session.adminId), jti: session.sessionId, aud: 'admin', iat, exp };
    void reply.setCookie(this.cookies.name('adminSession'), this.jwt.sign(payload), {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.cookies.secure(request),
      path: '/',
      maxAge: Math.max(exp - iat, 1),
    });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(this.cookies.name('adminSession'), { httpOnly: true, sameSite: 'strict', secure: this.cookies.secure(request), path: '/' });
  }

  /** The claims of a valid, unexpired admin token in the cookie (signature, audience and `exp` by the CLOCK), else null. */
  read(request: FastifyRequest): StaffSessionJwtPayload | null {
    const value = request.cookies?.[this.cookies.name('adminSession')];
    if (typeof value !== 'string' || value.length === 0 || value.length >= 4096) return null;
    try {
      const payload = verifyRotatingJwt<StaffSessionJwtPayload>(this.jwt, this.session, value, { algorithms: ['HS256'], audience: 'admin', ignoreExpiration: true });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.clock.now().getTime()) return null;
      return payload;
    } catch {
      return null;
    }
  }
}
